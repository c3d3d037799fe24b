import type * as t from 'io-ts';
import { Auth, type AuthConfig } from '@auth/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import { invalidProvider, signOutWithoutCsrf } from '../../../core/domain/errors/error-situations.ts';
import { type SessionId } from '../../../core/domain/session/session-id.ts';
import type { AuthLinks } from '../../../core/shop/auth/auth-links.port.ts';
import { normaliseEmail } from '../../../core/shop/auth/email-address.ts';
import type { ResetLinkInvalid } from '../../../core/shop/auth/reset-password.use-case.ts';
import type { SignUpInput } from '../../../core/shop/auth/sign-up.use-case.ts';
import type { RateLimitPolicy } from '../../../core/shop/security/check-rate-limit.use-case.ts';
import type { InvalidFields } from '../../../core/domain/forms/field-problem.ts';
import type { MailNotSent } from '../../../core/shop/mail/mailer.port.ts';
import type { PasswordHashingFailure } from '../../../core/shop/auth/password-hasher.port.ts';
import { isLocale, type Locale } from '../../../core/domain/site/locale.ts';
import {
  AUTH_BASE_PATH,
  AUTH_PATHS,
  AuthFormBody,
  isAuthProviderId,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  SignUpBody,
} from '../../shop-api-contract/auth.codec.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { isCrossSiteRequest } from '../cross-site.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import { statusOfErrorSituation } from '../error-situation-status.ts';
import { sendInvalidFields } from '../field-problem-errors.ts';
import type { RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { issueSessionCookie, SESSION_COOKIE, type SessionIds } from '../storefront-session-cookie.ts';
import { LOCALE_COOKIE } from '../locale-cookie.ts';
import { authLinksFor } from './auth-links.ts';
import { isMissingCsrfAnswer, parseFormBody, setsSessionCookie, toAuthRequest } from './authjs-request.ts';
import { sendWebResponse } from './web-response.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';

type Unavailable = RepositoryFailure | MailNotSent | PasswordHashingFailure;

export type AuthRoutesDeps = {
  /** The shop's configured origin: every link and redirect is built on it, never on the request's Host. */
  readonly publicUrl: string;
  /** The storefront session (`sid`): a new one is issued at every sign-in and sign-out. */
  readonly sessionIds: SessionIds;
  readonly authConfig: (onSignIn?: (customerId: CustomerId) => Promise<void>, pageLocale?: Locale | null) => AuthConfig;
  readonly checkRateLimit: RateLimitCheck;
  readonly signUp: (input: SignUpInput, links: AuthLinks) => ResultAsync<void, InvalidFields | Unavailable>;
  readonly requestPasswordReset: (
    input: { readonly email: string; readonly locale: Locale | null },
    links: AuthLinks,
  ) => ResultAsync<void, InvalidFields | Unavailable>;
  readonly resetPassword: (input: {
    readonly token: string;
    readonly password: string;
  }) => ResultAsync<void, ResetLinkInvalid | InvalidFields | Unavailable>;
  /** Gives a new storefront session id the consent and measures of the one it replaces. */
  readonly carryOverSession: (from: SessionId, to: SessionId) => PromiseLike<unknown>;
  /** Moves the visitor's guest cart into the customer's after a sign-in; absent until carts provide it. */
  readonly mergeGuestCart?: (input: {
    readonly sessionId: SessionId;
    readonly customerId: CustomerId;
  }) => PromiseLike<unknown>;
};

const unavailable = (reply: FastifyReply, request: FastifyRequest, error: Unavailable) => {
  request.log.error({ err: error }, 'auth request failed');
  return sendError(reply, 503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');
};

const MAIL_SENT = { status: 'MAIL_SENT' } as const;

/** The language of the page the visitor used: the form's `locale` field, else the locale cookie a prefixed page set. */
const pageLocaleOf = (request: FastifyRequest, field: string | undefined): Locale | null => {
  const chosen = field ?? request.cookies[LOCALE_COOKIE];
  return chosen !== undefined && isLocale(chosen) ? chosen : null;
};

export const authRoutes = (deps: AuthRoutesDeps) => async (app: FastifyInstance) => {
  // Auth.js and the account endpoints take form bodies; repeated fields are kept so the codecs refuse them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  );

  /** True once a 429 was sent; a request that mails someone counts against its IP address's mailing too. */
  const rateLimited = async (
    request: FastifyRequest,
    reply: FastifyReply,
    policy: RateLimitPolicy,
    email: string,
    mails: boolean,
  ): Promise<boolean> => {
    const outcome = await deps
      .checkRateLimit(policy, `${request.ip}|${normaliseEmail(email)}`)
      .andThen((allowed) => (mails ? deps.checkRateLimit(RATE_LIMITS.mailing, request.ip) : okAsync(allowed)));
    if (outcome.isOk()) return false;
    if (outcome.error.type === 'RateLimited') {
      const seconds = outcome.error.retryAfterSeconds;
      reply.header('retry-after', seconds);
      await sendError(reply, 429, ERROR_CODES.tooManyRequests, `Too many attempts: try again in ${seconds} seconds`);
      return true;
    }
    await unavailable(reply, request, outcome.error);
    return true;
  };

  /** A form's fields once it came from this site, decoded and within its limit; undefined once refused (answered). */
  const acceptedForm = async <A, O>(
    request: FastifyRequest,
    reply: FastifyReply,
    codec: t.Type<A, O>,
    limit: (fields: A) => readonly [policy: RateLimitPolicy, email: string, mails: boolean],
  ): Promise<A | undefined> => {
    if (isCrossSiteRequest(request)) {
      await sendError(reply, 403, ERROR_CODES.forbidden, 'Cross-site requests are not accepted');
      return undefined;
    }
    const body = decodeWith(codec)(request.body ?? {});
    if (body.isErr()) {
      await sendError(reply, 400, ERROR_CODES.badRequest, body.error.errors.join('; '));
      return undefined;
    }
    return (await rateLimited(request, reply, ...limit(body.value))) ? undefined : body.value;
  };

  app.post(
    AUTH_PATHS.signUp,
    { schema: { summary: 'Create an account (same answer whether or not the e-mail has one)', tags: ['auth'] } },
    async (request, reply) => {
      const body = await acceptedForm(request, reply, SignUpBody, (fields) => [RATE_LIMITS.signUp, fields.email, true]);
      if (body === undefined) return reply;
      const { locale, ...fields } = body;
      const outcome = await deps.signUp(
        { ...fields, locale: pageLocaleOf(request, locale) },
        authLinksFor(deps.publicUrl),
      );
      if (outcome.isOk()) return sendData(reply, MAIL_SENT);
      const error = outcome.error;
      return error.type === 'InvalidFields'
        ? sendInvalidFields(reply, error.problems)
        : unavailable(reply, request, error);
    },
  );

  app.post(
    AUTH_PATHS.passwordResetRequest,
    { schema: { summary: 'Mail a password reset link (same answer for unknown e-mails)', tags: ['auth'] } },
    async (request, reply) => {
      const body = await acceptedForm(request, reply, PasswordResetRequestBody, (fields) => [
        RATE_LIMITS.passwordReset,
        fields.email,
        true,
      ]);
      if (body === undefined) return reply;
      const outcome = await deps.requestPasswordReset(
        { email: body.email, locale: pageLocaleOf(request, body.locale) },
        authLinksFor(deps.publicUrl),
      );
      if (outcome.isOk()) return sendData(reply, MAIL_SENT);
      const error = outcome.error;
      return error.type === 'InvalidFields'
        ? sendInvalidFields(reply, error.problems)
        : unavailable(reply, request, error);
    },
  );

  app.post(
    AUTH_PATHS.passwordResetConfirm,
    { schema: { summary: "Set a new password with a reset link's token", tags: ['auth'] } },
    async (request, reply) => {
      const body = await acceptedForm(request, reply, PasswordResetConfirmBody, () => [
        RATE_LIMITS.passwordResetConfirm,
        '',
        false,
      ]);
      if (body === undefined) return reply;
      const outcome = await deps.resetPassword(body);
      if (outcome.isOk()) return sendData(reply, { status: 'PASSWORD_CHANGED' as const });
      const error = outcome.error;
      switch (error.type) {
        case 'InvalidFields':
          return sendInvalidFields(reply, error.problems);
        case 'ResetLinkInvalid':
          return sendError(
            reply,
            400,
            ERROR_CODES.badRequest,
            'This password reset link has expired or has already been used: ask for a new one',
          );
        case 'RepositoryFailure':
        case 'MailNotSent':
        case 'PasswordHashingFailure':
          return unavailable(reply, request, error);
        default:
          return error satisfies never;
      }
    },
  );

  // Everything else under the base path is Auth.js's: providers, session, csrf, signin, callback, signout…
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => {
      const [action = '', provider] = (request.params as { '*': string })['*'].split('/');
      const form =
        request.method === 'POST' ? decodeWith(AuthFormBody)(request.body ?? {}) : decodeWith(AuthFormBody)({});
      if (form.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, form.error.errors.join('; '));
      const fields = form.value;
      if ((action === 'signin' || action === 'callback') && provider !== undefined && !isAuthProviderId(provider)) {
        const refusal = invalidProvider(provider, true);
        return sendError(reply, statusOfErrorSituation(refusal), ERROR_CODES.badRequest, refusal.message);
      }
      const signingOut = request.method === 'POST' && action === 'signout';
      const csrfRefusal = signOutWithoutCsrf();
      if (signingOut && !fields.csrfToken) {
        return sendError(reply, statusOfErrorSituation(csrfRefusal), ERROR_CODES.badRequest, csrfRefusal.message);
      }
      const attemptsSignIn =
        request.method === 'POST' &&
        ((action === 'callback' && provider === 'credentials') || (action === 'signin' && provider === 'email'));
      const mails = provider === 'email';
      if (attemptsSignIn && (await rateLimited(request, reply, RATE_LIMITS.signIn, fields.email ?? '', mails))) {
        return reply;
      }
      const response = await Auth(
        toAuthRequest(request, deps.publicUrl, fields),
        deps.authConfig(guestCartMerge(request), pageLocaleOf(request, fields.locale)),
      );
      if (signingOut && (await isMissingCsrfAnswer(response))) {
        return sendError(reply, statusOfErrorSituation(csrfRefusal), ERROR_CODES.badRequest, csrfRefusal.message);
      }
      // A sign-in or sign-out starts a new storefront session: an id planted before it leads nowhere after it.
      if ((action === 'callback' || signingOut) && setsSessionCookie(response)) {
        const renewed = issueSessionCookie(request, reply, deps.sessionIds);
        const previous = request.cookies[SESSION_COOKIE];
        if (previous !== undefined && deps.sessionIds.isIssued(previous)) {
          await Promise.resolve(deps.carryOverSession(previous, renewed)).catch((error: unknown) =>
            request.log.error({ err: error }, 'storefront session not carried over'),
          );
        }
      }
      return sendWebResponse(reply, response);
    },
  });

  /** The storefront session's cart (the `sid` cookie) joins the customer's once they sign in. */
  const guestCartMerge = (request: FastifyRequest) => {
    const sid = request.cookies[SESSION_COOKIE];
    const merge = deps.mergeGuestCart;
    if (merge === undefined || sid === undefined || !deps.sessionIds.isIssued(sid)) return undefined;
    return async (customerId: CustomerId) => {
      try {
        await merge({ sessionId: sid, customerId });
      } catch (error) {
        // A failed merge must not fail the sign-in: the guest cart stays with the session.
        request.log.error({ err: error }, 'guest cart merge failed');
      }
    };
  };
};
