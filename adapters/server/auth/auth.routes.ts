import { Auth, type AuthConfig } from '@auth/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
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
  MailSentAnswer,
  PasswordChangedAnswer,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  SignUpBody,
} from '../../shop-api-contract/auth.codec.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { refuseCrossSiteWrites } from '../cross-site.ts';
import { ERROR_CODES, sendError } from '../error-envelope.ts';
import { statusOfErrorSituation } from '../error-situation-status.ts';
import { answered, fromOptionalBody, route } from '../route.ts';
import { authFormErrorAnswer } from './auth-errors.ts';
import { rateLimitedBy, rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
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

const MAIL_SENT = { status: 'MAIL_SENT' } as const;
const PASSWORD_CHANGED = { status: 'PASSWORD_CHANGED' } as const;

/** The language of the page the visitor used: the form's `locale` field, else the locale cookie a prefixed page set. */
const pageLocaleOf = (field: string | undefined, cookie: string | undefined): Locale | null => {
  const chosen = field ?? cookie;
  return chosen !== undefined && isLocale(chosen) ? chosen : null;
};

/** The form's e-mail field as typed, for a limit counted per address; '' when there is none to read. */
const emailFieldOf = (body: unknown): string => {
  const email = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['email'] : undefined;
  return typeof email === 'string' ? email : '';
};

/** Attempts are counted per IP address and e-mail address together, so one address cannot lock out another's. */
const ipAndEmail = (request: FastifyRequest) => `${request.ip}|${normaliseEmail(emailFieldOf(request.body))}`;

const localeCookieOf = async (request: FastifyRequest) => request.cookies[LOCALE_COOKIE];

export const authRoutes = (deps: AuthRoutesDeps) => async (app: FastifyInstance) => {
  // Auth.js and the account endpoints take form bodies; repeated fields are kept so the codecs refuse them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  );

  const limited = (policy: RateLimitPolicy) => rateLimitedBy(deps.checkRateLimit, policy, ipAndEmail);
  // A request that mails someone counts against its IP address's mailing too.
  const mailing = rateLimitedByIp(deps.checkRateLimit, RATE_LIMITS.mailing);
  const signInLimit = limited(RATE_LIMITS.signIn);

  app.post(
    AUTH_PATHS.signUp,
    {
      schema: { summary: 'Create an account (same answer whether or not the e-mail has one)', tags: ['auth'] },
      preHandler: [refuseCrossSiteWrites, limited(RATE_LIMITS.signUp), mailing],
    },
    answered(
      route({
        decode: fromOptionalBody(SignUpBody),
        who: localeCookieOf,
        run: ({ locale, ...fields }, cookie) =>
          deps
            .signUp({ ...fields, locale: pageLocaleOf(locale, cookie) }, authLinksFor(deps.publicUrl))
            .map(() => MAIL_SENT),
        errors: authFormErrorAnswer,
        answer: MailSentAnswer,
      }),
    ),
  );

  app.post(
    AUTH_PATHS.passwordResetRequest,
    {
      schema: { summary: 'Mail a password reset link (same answer for unknown e-mails)', tags: ['auth'] },
      preHandler: [refuseCrossSiteWrites, limited(RATE_LIMITS.passwordReset), mailing],
    },
    answered(
      route({
        decode: fromOptionalBody(PasswordResetRequestBody),
        who: localeCookieOf,
        run: ({ email, locale }, cookie) =>
          deps
            .requestPasswordReset({ email, locale: pageLocaleOf(locale, cookie) }, authLinksFor(deps.publicUrl))
            .map(() => MAIL_SENT),
        errors: authFormErrorAnswer,
        answer: MailSentAnswer,
      }),
    ),
  );

  app.post(
    AUTH_PATHS.passwordResetConfirm,
    {
      schema: { summary: "Set a new password with a reset link's token", tags: ['auth'] },
      preHandler: [refuseCrossSiteWrites, limited(RATE_LIMITS.passwordResetConfirm)],
    },
    answered(
      route({
        decode: fromOptionalBody(PasswordResetConfirmBody),
        run: (body) => deps.resetPassword(body).map(() => PASSWORD_CHANGED),
        errors: authFormErrorAnswer,
        answer: PasswordChangedAnswer,
      }),
    ),
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
      if (attemptsSignIn) {
        await signInLimit(request, reply);
        if (!reply.sent && mails) await mailing(request, reply);
        if (reply.sent) return reply;
      }
      const response = await Auth(
        toAuthRequest(request, deps.publicUrl, fields),
        deps.authConfig(guestCartMerge(request), pageLocaleOf(fields.locale, request.cookies[LOCALE_COOKIE])),
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
