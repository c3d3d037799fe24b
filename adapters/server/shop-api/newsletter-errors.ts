import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import type { NewsletterError } from '../../../core/shop/newsletter/shop-newsletter.ts';

/** The one mapping from the newsletter's errors to HTTP status and envelope. */
export const newsletterErrorAnswer = errorMapping<NewsletterError>(
  [400, 401, 404, 422, 503],
  (request: FastifyRequest, error: NewsletterError): HttpAnswer => {
    switch (error.type) {
      case 'InvalidFields':
        return invalidFieldsAnswer(error.problems);
      case 'InvalidNewsletterToken':
        // Forged, expired or stale links all read the same, and name nothing: the shopper can only ask for a new one.
        return errorAnswer(404, ERROR_CODES.notFound, 'This link is not valid or has expired');
      case 'SubscriberRequired':
        return errorAnswer(401, ERROR_CODES.unauthorized, 'Sign in to manage your own subscription');
      case 'MailNotSent':
        request.log.error({ cause: error.cause }, 'newsletter confirmation mail not sent');
        return errorAnswer(503, ERROR_CODES.internal, 'The confirmation e-mail could not be sent, try again shortly');
      case 'RepositoryFailure':
        request.log.error({ cause: error.cause }, 'newsletter repository failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);
