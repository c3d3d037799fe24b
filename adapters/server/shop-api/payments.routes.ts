import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RetriedPayment } from '../../../core/shop/payments/retry-payment.use-case.ts';
import {
  PAYMENTS_PATHS,
  PaymentStatusParams,
  PaymentStatusData,
  RetryPaymentBody,
  RetriedPaymentData,
} from '../../shop-api-contract/payments.codec.ts';
import type { Idempotency } from '../idempotency.ts';
import { paymentsErrorAnswer } from './payments-errors.ts';
import { answered, answeredOnce, fromBoth, fromOptionalBody, fromParams, route } from '../route.ts';
import type { ShopPayments } from '../../../core/shop/payments/shop-payments.ts';

export type PaymentRoutesDeps = { readonly payments: ShopPayments; readonly idempotency: Idempotency };

/** The attempt as the contract shows it: its method, kind and status. */
const retriedView = (retried: RetriedPayment): RetriedPaymentData => ({
  publicId: retried.publicId,
  payment: { method: retried.payment.method, kind: retried.payment.kind, status: retried.payment.status },
  next: retried.next,
});

export const paymentsRoutes = (deps: PaymentRoutesDeps) => async (app: FastifyInstance) => {
  const { payments } = deps;
  const schema = (summary: string) => ({ schema: { summary, tags: ['payments'] } });
  const session = async (request: FastifyRequest) => request.extSessionId;

  app.get(
    PAYMENTS_PATHS.paymentStatus,
    {
      ...schema("An order's payment status, for the session that placed it"),
      // The status moves on while the shopper waits: never kept by a cache.
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
    },
    answered(
      route({
        decode: fromParams(PaymentStatusParams),
        who: session,
        run: (params, requester) => payments.getPaymentStatus(params.order_public_id, requester),
        errors: paymentsErrorAnswer,
        answer: PaymentStatusData,
      }),
    ),
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
        decode: fromBoth(fromParams(PaymentStatusParams), fromOptionalBody(RetryPaymentBody)),
        who: session,
        run: (input, requester) =>
          payments
            .retryPayment({
              publicId: input.order_public_id,
              requester,
              method: input.payment_method ?? null,
            })
            .map(retriedView),
        errors: paymentsErrorAnswer,
        status: 201,
        answer: RetriedPaymentData,
      }),
    ),
  );
};
