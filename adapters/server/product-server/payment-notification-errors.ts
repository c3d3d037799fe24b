import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { NotificationStale } from '../../../core/shop/payments/notification-checks.ts';
import type { PaymentNotFound } from '../../../core/shop/payments/payment-ledger.port.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

/** A body whose signature is missing or is not the provider's. */
export type BadSignature = { readonly type: 'BadSignature' };

export type PaymentNotificationError = BadSignature | NotificationStale | PaymentNotFound | RepositoryFailure;

/**
 * The one mapping from a payment notification's errors to HTTP status and envelope: a 4xx stops the provider's
 * retries, a 5xx asks for one. Each is logged with the notification where it is known (the route).
 */
export const paymentNotificationErrorAnswer = errorMapping<PaymentNotificationError>(
  [400, 401, 404, 503],
  (_request: FastifyRequest, error: PaymentNotificationError): HttpAnswer => {
    switch (error.type) {
      case 'BadSignature':
        return errorAnswer(401, ERROR_CODES.unauthorized, 'Bad or missing signature');
      case 'NotificationStale':
        return errorAnswer(400, ERROR_CODES.badRequest, 'The notification is too old or dated ahead');
      case 'PaymentNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such payment');
      case 'RepositoryFailure':
        return errorAnswer(503, ERROR_CODES.internal, 'Try again later');
      default:
        return error satisfies never;
    }
  },
);
