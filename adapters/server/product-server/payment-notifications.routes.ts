import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { err, ok, type ResultAsync } from 'neverthrow';
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
import { NotificationAcknowledgedCodec } from '../../shop-api-contract/product-server.codec.ts';
import { sendAnswer } from '../http-answer.ts';
import { answered, route, type RouteDecoder } from '../route.ts';
import { paymentNotificationErrorAnswer } from './payment-notification-errors.ts';
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

const rawBody = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

/** The signed body, kept as text, decoded into the notification the core applies. */
const signedNotification: RouteDecoder<PaymentNotification> = {
  read: (request) =>
    decodeWith(SandboxNotification)(parseJson(rawBody(request))).andThen((body) => {
      const createdAt = Date.parse(body.created_at);
      if (Number.isNaN(createdAt))
        return err({ type: 'DecodeFailure' as const, errors: ['created_at: expected a date'] });
      return ok({
        eventId: body.event_id,
        paymentId: body.payment_id,
        result: body.result,
        orderPublicId: body.order_public_id,
        amountMinor: body.amount_minor,
        currency: body.currency,
        createdAt,
      });
    }),
  codecs: { body: SandboxNotification },
};

/** Logs what became of an acknowledged notification; every record is acknowledged with 2xx. */
const logRecord = (log: FastifyBaseLogger, eventId: string, record: NotificationRecord<NotificationRefusal>) => {
  const fields = { eventId, outcome: record.kind };
  switch (record.kind) {
    case 'duplicate':
      return log.info(fields, 'payment notification already received');
    case 'applied': {
      const { state } = record.changed.change;
      const order = record.changed.before.publicId;
      return log.info(
        { ...fields, order, payment: state.payment.status, status: state.status },
        'payment notification applied',
      );
    }
    case 'refused':
      // Acknowledged all the same: the provider resending it would be refused again, forever.
      if (record.error.type === 'NotificationMismatch') {
        // Someone may be paying 0.01 for a 17.90 order: the operator is alerted and the order is left alone.
        return log.error(
          { ...fields, order: record.order.publicId, payment: record.order.paymentId, mismatched: record.error.fields },
          'payment notification does not match the payment the shop asked for',
        );
      }
      return log.warn(
        {
          ...fields,
          order: record.order.publicId,
          from: record.error.from,
          to: record.error.to,
          orderStatus: orderStatusName(record.order.state.status),
        },
        'payment notification refused by the payment rules',
      );
  }
};

/** Logs why a notification was not acknowledged, with the notification's ids. */
const logFailure = (
  log: FastifyBaseLogger,
  { eventId, paymentId, createdAt }: PaymentNotification,
  error: NotificationStale | PaymentNotFound | RepositoryFailure,
) => {
  switch (error.type) {
    case 'NotificationStale':
      log.warn({ eventId, paymentId, createdAt: new Date(createdAt).toISOString() }, 'stale payment notification');
      break;
    case 'PaymentNotFound':
      log.warn({ eventId, paymentId }, 'payment notification for an unknown payment');
      break;
    case 'RepositoryFailure':
      log.error({ eventId, cause: error.cause }, 'payment notification not stored');
      break;
  }
  return error;
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

    // Before the body is decoded: nothing about an unsigned body is answered but 401.
    const requireSignature = async (request: FastifyRequest, reply: FastifyReply) => {
      const signature = request.headers[SIGNATURE_HEADER];
      if (isSignatureValid(rawBody(request), typeof signature === 'string' ? signature : undefined, deps.secret))
        return;
      request.log.warn('payment notification with a missing or bad signature');
      return sendAnswer(reply, paymentNotificationErrorAnswer(request, { type: 'BadSignature' }));
    };

    app.post(
      PAYMENT_NOTIFICATIONS_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: 'Receive a signed payment notification from the payment provider',
          consumes: ['application/json'],
        },
        preHandler: requireSignature,
      },
      answered(
        route({
          decode: signedNotification,
          // What became of the notification is logged on this request's log.
          who: async (request) => request.log,
          run: (notification, log) =>
            deps
              .receive(notification)
              .map((record) => {
                logRecord(log, notification.eventId, record);
                return { eventId: notification.eventId, outcome: record.kind };
              })
              .mapErr((error) => logFailure(log, notification, error)),
          errors: paymentNotificationErrorAnswer,
          answer: NotificationAcknowledgedCodec,
        }),
      ),
    );
  };
