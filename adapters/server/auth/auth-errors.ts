import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { InvalidFields } from '../../../core/domain/forms/field-problem.ts';
import type { PasswordHashingFailure } from '../../../core/shop/auth/password-hasher.port.ts';
import type { ResetLinkInvalid } from '../../../core/shop/auth/reset-password.use-case.ts';
import type { MailNotSent } from '../../../core/shop/mail/mailer.port.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { invalidFieldsAnswer } from '../field-problem-errors.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';
import { statusOfErrorSituation } from '../error-situation-status.ts';
import type { AuthjsRefusal } from './authjs-request.ts';

/** What the account forms beside Auth.js (sign-up, password reset) may refuse with. */
export type AuthFormError = InvalidFields | RepositoryFailure | MailNotSent | PasswordHashingFailure;

/** The account forms' one mapping from their errors to an answer. */
export const authFormErrorAnswer = errorMapping<AuthFormError>(
  [422, 503],
  (request: FastifyRequest, error: AuthFormError): HttpAnswer => {
    switch (error.type) {
      case 'InvalidFields':
        return invalidFieldsAnswer(error.problems);
      case 'RepositoryFailure':
      case 'MailNotSent':
      case 'PasswordHashingFailure':
        request.log.error({ err: error }, 'auth request failed');
        return errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);

/**
 * A new password's form: its reset link never issued (forged), used or expired is no such link, 404 like an unknown
 * newsletter link: one answer for the three, which names no account, and no server error.
 */
export const passwordResetErrorAnswer = errorMapping<AuthFormError | ResetLinkInvalid>(
  [404, ...authFormErrorAnswer.statuses],
  (request: FastifyRequest, error: AuthFormError | ResetLinkInvalid): HttpAnswer =>
    error.type === 'ResetLinkInvalid'
      ? errorAnswer(
          404,
          ERROR_CODES.notFound,
          'This password reset link is not valid, has expired or has already been used: ask for a new one',
        )
      : authFormErrorAnswer(request, error),
);

/** What the shop refuses in front of Auth.js, answered with the spec's error situations. */
export const authjsRefusalAnswer = errorMapping<AuthjsRefusal>(
  [400, 401, 403, 404, 500],
  (_request: FastifyRequest, error: AuthjsRefusal): HttpAnswer => {
    switch (error.type) {
      case 'InvalidProvider':
      case 'SignOutWithoutCsrf':
        return errorAnswer(statusOfErrorSituation(error), ERROR_CODES.badRequest, error.message);
      case 'SignInWithoutCsrf':
        return errorAnswer(400, ERROR_CODES.badRequest, error.message);
      case 'SignOutCsrfMismatch':
        return errorAnswer(403, ERROR_CODES.forbidden, error.message);
      default:
        return error satisfies never;
    }
  },
);
