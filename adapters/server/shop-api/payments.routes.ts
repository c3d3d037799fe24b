import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import type { OrderNotFound } from '../../../core/shop/order-lifecycle/order-change.ts';
import type { PaymentStatusView } from '../../../core/shop/payments/get-payment-status.use-case.ts';
import type {
  RetriedPayment,
  RetryPaymentError,
  RetryPaymentInput,
} from '../../../core/shop/payments/retry-payment.use-case.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import {
  PAYMENTS_PATHS,
  PaymentStatusParams,
  RetryPaymentBody,
  type PaymentStatusData,
  type RetriedPaymentData,
} from '../../shop-api-contract/payments.codec.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { dataAnswer, errorAnswer, sendAnswer, type HttpAnswer } from '../http-answer.ts';
import type { Idempotency } from '../idempotency.ts';

export type ShopPayments = {
  readonly getPaymentStatus: (
    publicId: string,
    requester: SessionId,
  ) => ResultAsync<PaymentStatusView, OrderNotFound | RepositoryFailure>;
  readonly retryPayment: (input: RetryPaymentInput) => ResultAsync<RetriedPayment, RetryPaymentError>;
};

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

/**
 * The one mapping from the payments' errors to HTTP. Another session's order answers exactly like a missing
 * one, so public ids cannot be probed.
 */
const failureAnswer = (request: FastifyRequest, error: RetryPaymentError): HttpAnswer => {
  switch (error.type) {
    case 'OrderNotFound':
      return errorAnswer(404, ERROR_CODES.notFound, 'No such order');
    case 'PaymentNotRetryable':
      return errorAnswer(409, ERROR_CODES.conflict, 'This order has no declined payment to try again');
    case 'PaymentMethodNotOffered':
      return errorAnswer(422, ERROR_CODES.validationFailed, 'Choose another payment method', [
        { field: 'payment_method', message: error.type },
      ]);
    case 'RepositoryFailure':
      request.log.error({ cause: error.cause }, 'payments unavailable');
      return errorAnswer(503, ERROR_CODES.internal, 'The payment is unavailable');
    default:
      return error satisfies never;
  }
};

export const paymentsRoutes = (deps: PaymentRoutesDeps) => async (app: FastifyInstance) => {
  const { payments } = deps;
  const schema = (summary: string) => ({ schema: { summary, tags: ['payments'] } });

  app.get(
    PAYMENTS_PATHS.paymentStatus,
    schema("An order's payment status, for the session that placed it"),
    async (request, reply) => {
      const params = decodeWith(PaymentStatusParams)(request.params);
      if (params.isErr()) {
        return sendAnswer(reply, errorAnswer(400, ERROR_CODES.badRequest, params.error.errors.join('; ')));
      }
      const status = await payments.getPaymentStatus(params.value.order_public_id, request.extSessionId);
      reply.header('cache-control', 'no-store');
      return sendAnswer(
        reply,
        status.match(
          (view) => dataAnswer(toWire(view)),
          (error) => failureAnswer(request, error),
        ),
      );
    },
  );

  app.post(
    PAYMENTS_PATHS.retry,
    schema(
      'Pay a declined order again, optionally with another offered method (Idempotency-Key header required): ' +
        'a new attempt of the same order, for the session that placed it',
    ),
    (request, reply) =>
      deps.idempotency.route(request, reply, { scope: 'payment-retry', required: true }, async () => {
        const decoded = decodeWith(PaymentStatusParams)(request.params).andThen((params) =>
          decodeWith(RetryPaymentBody)(request.body ?? {}).map((body) => ({ ...params, ...body })),
        );
        if (decoded.isErr()) return errorAnswer(400, ERROR_CODES.badRequest, decoded.error.errors.join('; '));
        const retried = await payments.retryPayment({
          publicId: decoded.value.order_public_id,
          requester: request.extSessionId,
          method: decoded.value.payment_method ?? null,
        });
        return retried.match(
          (done) => dataAnswer(retriedToWire(done), 201),
          (error) => failureAnswer(request, error),
        );
      }),
  );
};
