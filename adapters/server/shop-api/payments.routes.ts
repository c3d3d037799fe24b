import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentStatusView } from '../../../core/shop/payments/get-payment-status.use-case.ts';
import type { RetriedPayment } from '../../../core/shop/payments/retry-payment.use-case.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import {
  PAYMENTS_PATHS,
  PaymentStatusParams,
  RetryPaymentBody,
  PaymentStatusData,
  RetriedPaymentData,
} from '../../shop-api-contract/payments.codec.ts';
import type { Idempotency } from '../idempotency.ts';
import { paymentsErrorAnswer } from './payments-errors.ts';
import { answered, answeredOnce, fromBoth, fromParams, route } from './route.ts';
import type { ShopPayments } from '../../../core/shop/payments/shop-payments.ts';

export type PaymentRoutesDeps = { readonly payments: ShopPayments; readonly idempotency: Idempotency };

const toWire = (view: PaymentStatusView): PaymentStatusData => ({
  order_public_id: view.orderPublicId,
  order_status: view.orderStatus,
  payment_method: view.method,
  payment_kind: view.kind,
  payment_status: view.status,
  can_retry: view.canRetry,
  retry_methods: view.retryMethods,
});

const retriedToWire = (retried: RetriedPayment): RetriedPaymentData => ({
  order_public_id: retried.publicId,
  payment_method: retried.payment.method,
  payment_kind: retried.payment.kind,
  payment_status: retried.payment.status,
  next: retried.next,
});

export const paymentsRoutes = (deps: PaymentRoutesDeps) => async (app: FastifyInstance) => {
  const { payments } = deps;
  const schema = (summary: string) => ({ schema: { summary, tags: ['payments'] } });
  const session = async (request: FastifyRequest) => request.extSessionId;

  app.get(
    PAYMENTS_PATHS.paymentStatus,
    schema("An order's payment status, for the session that placed it"),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answered(
        route({
          decode: fromParams(PaymentStatusParams),
          who: session,
          run: (params, requester) => payments.getPaymentStatus(params.order_public_id, requester).map(toWire),
          errors: paymentsErrorAnswer,
          answer: PaymentStatusData,
        }),
      )(request, reply);
    },
  );

  app.post(
    PAYMENTS_PATHS.retry,
    schema(
      'Pay a declined order again, optionally with another offered method (Idempotency-Key header required): ' +
        'a new attempt of the same order, for the session that placed it',
    ),
    answeredOnce(
      deps.idempotency,
      { scope: 'payment-retry', required: true },
      route({
        // A retry with the same method may send no body at all.
        decode: fromBoth(fromParams(PaymentStatusParams), {
          read: (request) => decodeWith(RetryPaymentBody)(request.body ?? {}),
        }),
        who: session,
        run: (input, requester) =>
          payments
            .retryPayment({
              publicId: input.order_public_id,
              requester,
              method: input.payment_method ?? null,
            })
            .map(retriedToWire),
        errors: paymentsErrorAnswer,
        status: 201,
        answer: RetriedPaymentData,
      }),
    ),
  );
};
