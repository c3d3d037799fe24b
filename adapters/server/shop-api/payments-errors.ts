import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { RetryPaymentError } from '../../../core/shop/payments/retry-payment.use-case.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { RETRY_PAYMENT_FORM_FIELDS } from '../../shop-api-contract/payments.codec.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

/**
 * The one mapping from the payments' errors to HTTP. Another session's order answers exactly like a missing
 * one, so public ids cannot be probed.
 */
export const paymentsErrorAnswer = errorMapping<RetryPaymentError>(
  [404, 409, 422, 503],
  (request: FastifyRequest, error: RetryPaymentError): HttpAnswer => {
    switch (error.type) {
      case 'OrderNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such order');
      case 'PaymentNotRetryable':
        return errorAnswer(409, ERROR_CODES.conflict, 'This order has no declined payment to try again');
      case 'PaymentMethodNotOffered':
        return invalidFieldsAnswer(
          [{ field: 'method', problem: error.type }],
          RETRY_PAYMENT_FORM_FIELDS,
          'Choose another payment method',
        );
      case 'RepositoryFailure':
        request.log.error({ cause: error.cause }, 'payments unavailable');
        return errorAnswer(503, ERROR_CODES.internal, 'The payment is unavailable');
      default:
        return error satisfies never;
    }
  },
);
