import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import { orderStatusName } from '../../../core/domain/orders/order-status.ts';
import type {
  NotificationRecord,
  PaymentNotFound,
  PaymentNotification,
} from '../../../core/shop/payments/payment-ledger.port.ts';
import type { NotificationStale } from '../../../core/shop/payments/notification-checks.ts';
import type { NotificationRefusal } from '../../../core/shop/payments/receive-payment-notification.use-case.ts';
import { isSignatureValid, SIGNATURE_HEADER } from '../../payments-sandbox/notification-signature.ts';
import { SandboxNotification } from '../../payments-sandbox/sandbox-notification.codec.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';

export const PAYMENT_NOTIFICATIONS_PATH = '/api/payments/notifications';

export const NOTIFICATION_BODY_LIMIT = 16 * 1024;

export type ReceivePaymentNotification = (
  notification: PaymentNotification,
) => ResultAsync<NotificationRecord<NotificationRefusal>, NotificationStale | PaymentNotFound | RepositoryFailure>;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const acknowledge = (
  request: FastifyRequest,
  reply: FastifyReply,
  eventId: string,
  record: NotificationRecord<NotificationRefusal>,
) => {
  const log = { eventId, outcome: record.kind };
  switch (record.kind) {
    case 'duplicate':
      request.log.info(log, 'payment notification already received');
      return sendData(reply, { event_id: eventId, outcome: record.kind });
    case 'applied': {
      const { state } = record.changed.change;
      const order = record.changed.before.publicId;
      request.log.info(
        { ...log, order, payment: state.payment.status, status: state.status },
        'payment notification applied',
      );
      return sendData(reply, { event_id: eventId, outcome: record.kind });
    }
    case 'refused':
      // Acknowledged all the same: the provider resending it would be refused again, forever.
      if (record.error.type === 'NotificationMismatch') {
        // Someone may be paying 0.01 for a 17.90 order: the operator is alerted and the order is left alone.
        request.log.error(
          { ...log, order: record.order.publicId, payment: record.order.paymentId, mismatched: record.error.fields },
          'payment notification does not match the payment the shop asked for',
        );
        return sendData(reply, { event_id: eventId, outcome: record.kind });
      }
      request.log.warn(
        {
          ...log,
          order: record.order.publicId,
          from: record.error.from,
          to: record.error.to,
          orderStatus: orderStatusName(record.order.state.status),
        },
        'payment notification refused by the payment rules',
      );
      return sendData(reply, { event_id: eventId, outcome: record.kind });
  }
};

/**
 * The payment provider's webhook: signature first (HMAC-SHA256 of the raw body), then the body decoded,
 * then applied once per event id. 2xx stops the provider's retries; 5xx asks for one.
 */
export const paymentNotificationRoutes =
  (deps: { readonly secret: string; readonly receive: ReceivePaymentNotification }) => async (app: FastifyInstance) => {
    // The signature covers the exact bytes sent, so the body is kept as text rather than parsed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.post(
      PAYMENT_NOTIFICATIONS_PATH,
      { schema: { tags: ['payments'], summary: 'Receive a signed payment notification from the payment provider' } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[SIGNATURE_HEADER];
        if (!isSignatureValid(raw, typeof signature === 'string' ? signature : undefined, deps.secret)) {
          request.log.warn('payment notification with a missing or bad signature');
          return sendError(reply, 401, ERROR_CODES.unauthorized, 'Bad or missing signature');
        }
        const decoded = decodeWith(SandboxNotification)(parseJson(raw));
        if (decoded.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, decoded.error.errors.join('; '));
        const { event_id: eventId, payment_id: paymentId, result } = decoded.value;
        const createdAt = Date.parse(decoded.value.created_at);
        if (Number.isNaN(createdAt))
          return sendError(reply, 400, ERROR_CODES.badRequest, 'created_at: expected a date');
        const received = await deps.receive({
          eventId,
          paymentId,
          result,
          orderPublicId: decoded.value.order_public_id,
          amountMinor: decoded.value.amount_minor,
          currency: decoded.value.currency,
          createdAt,
        });
        return received.match(
          (record) => acknowledge(request, reply, eventId, record),
          (error) => {
            if (error.type === 'NotificationStale') {
              request.log.warn(
                { eventId, paymentId, createdAt: decoded.value.created_at },
                'stale payment notification',
              );
              return sendError(reply, 400, ERROR_CODES.badRequest, 'The notification is too old or dated ahead');
            }
            if (error.type === 'PaymentNotFound') {
              request.log.warn({ eventId, paymentId }, 'payment notification for an unknown payment');
              return sendError(reply, 404, ERROR_CODES.notFound, 'No such payment');
            }
            request.log.error({ eventId, cause: error.cause }, 'payment notification not stored');
            return sendError(reply, 503, ERROR_CODES.internal, 'Try again later');
          },
        );
      },
    );
  };
