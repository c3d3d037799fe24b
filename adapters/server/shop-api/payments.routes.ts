import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import type { RepositoryFailure } from '../../../core/shop/catalogue/design-repository.port.ts';
import type { OrderNotFound } from '../../../core/shop/order-lifecycle/order-change.ts';
import type { PaymentStatusView } from '../../../core/shop/payments/get-payment-status.use-case.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { PAYMENTS_PATHS, PaymentStatusParams, type PaymentStatusData } from '../../shop-api-contract/payments.codec.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';

export type ShopPayments = {
  readonly getPaymentStatus: (
    publicId: string,
    requester: SessionId,
  ) => ResultAsync<PaymentStatusView, OrderNotFound | RepositoryFailure>;
};

const toWire = (view: PaymentStatusView): PaymentStatusData => ({
  order_public_id: view.orderPublicId,
  order_status: view.orderStatus,
  payment_method: view.method,
  payment_kind: view.kind,
  payment_status: view.status,
  can_retry: view.canRetry,
});

// Another session's order answers exactly like a missing one, so public ids cannot be probed.
const sendFailure = (reply: FastifyReply, error: OrderNotFound | RepositoryFailure) => {
  switch (error.type) {
    case 'OrderNotFound':
      return sendError(reply, 404, ERROR_CODES.notFound, 'No such order');
    case 'RepositoryFailure':
      reply.log.error({ cause: error.cause }, 'payment status unavailable');
      return sendError(reply, 503, ERROR_CODES.internal, 'The payment status is unavailable');
  }
};

export const paymentsRoutes = (payments: ShopPayments) => async (app: FastifyInstance) => {
  const schema = {
    schema: { summary: "An order's payment status, for the session that placed it", tags: ['payments'] },
  };
  app.get(PAYMENTS_PATHS.paymentStatus, schema, async (request, reply) => {
    const params = decodeWith(PaymentStatusParams)(request.params);
    if (params.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, params.error.errors.join('; '));
    const status = await payments.getPaymentStatus(params.value.order_public_id, request.extSessionId);
    return status.match(
      (view) => sendData(reply.header('cache-control', 'no-store'), toWire(view)),
      (error) => sendFailure(reply, error),
    );
  });
};
