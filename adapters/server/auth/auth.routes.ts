import { Auth, type AuthConfig } from '@auth/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { err, errAsync, ok, ResultAsync, type Result } from 'neverthrow';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import { type SessionId } from '../../../core/domain/session/session-id.ts';
import type { AuthLinks } from '../../../core/shop/auth/auth-links.port.ts';
import { normaliseEmail } from '../../../core/domain/validation/email-address.ts';
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
  MailSentAnswer,
  PasswordChangedAnswer,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  SignUpBody,
} from '../../shop-api-contract/auth.codec.ts';
import { refuseCrossSiteWrites } from '../cross-site.ts';
import { answered, fromOptionalBody, rawRoute, route } from '../route.ts';
import { authFormErrorAnswer, authjsRefusalAnswer, passwordResetErrorAnswer } from './auth-errors.ts';
import { rateLimitedBy, rateLimitedByIp, rateLimiting, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { issueSessionCookie, sessionCookieValue, type SessionIds } from '../storefront-session-cookie.ts';
import { LOCALE_COOKIE } from '../locale-cookie.ts';
import { authLinksFor } from './auth-links.ts';
import {
  authjsPathOf,
  authjsRequest,
  isMissingCsrfAnswer,
  type AuthjsInput,
  type AuthjsRefusal,
  isSigningOut,
  signOutCsrfMismatch,
  parseFormBody,
  refusalBeforeAuthjs,
  setsSessionCookie,
  toAuthRequest,
} from './authjs-request.ts';
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
        errors: passwordResetErrorAnswer,
        answer: PasswordChangedAnswer,
      }),
    ),
  );

  /** Signing in by password or by a mailed link counts against the sign-in limit; a mailed link against mailing too. */
  const limitSignIns = rateLimiting(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    const { action, provider } = authjsPathOf((request.params as { readonly '*': string })['*']);
    const mails = action === 'signin' && provider === 'email';
    if (!mails && !(action === 'callback' && provider === 'credentials')) return;
    const limitedOut = await signInLimit(request, reply);
    return reply.sent || !mails ? limitedOut : mailing(request, reply);
  });

  /** Who asks Auth.js: the visitor's request as Auth.js reads it (on the shop's origin), and their cart to carry. */
  const authjsVisitor = async (request: FastifyRequest) => ({
    authRequest: (fields: Readonly<Record<string, string>>) => toAuthRequest(request, deps.publicUrl, fields),
    onSignIn: guestCartMerge(request),
    localeCookie: request.cookies[LOCALE_COOKIE],
  });

  /** Auth.js's answer, unless it refused a sign-out's CSRF token; a sign-in or sign-out starts a storefront session. */
  const askAuthjs = async (
    input: AuthjsInput,
    visitor: Awaited<ReturnType<typeof authjsVisitor>>,
  ): Promise<Result<{ readonly response: Response; readonly startsSession: boolean }, AuthjsRefusal>> => {
    const response = await Auth(
      visitor.authRequest(input.fields),
      deps.authConfig(visitor.onSignIn, pageLocaleOf(input.fields.locale, visitor.localeCookie)),
    );
    const signingOut = isSigningOut(input);
    if (signingOut && (await isMissingCsrfAnswer(response))) return err(signOutCsrfMismatch());
    return ok({ response, startsSession: (input.action === 'callback' || signingOut) && setsSessionCookie(response) });
  };

  // Everything else under the base path is Auth.js's: providers, session, csrf, signin, callback, signout…
  const authjsRoute = (method: 'GET' | 'POST') =>
    rawRoute({
      decode: authjsRequest(method),
      who: authjsVisitor,
      run: (input, visitor) => {
        const refusal = refusalBeforeAuthjs(input);
        return refusal === null ? new ResultAsync(askAuthjs(input, visitor)) : errAsync(refusal);
      },
      errors: authjsRefusalAnswer,
      send: async (reply, { response, startsSession }) => {
        if (startsSession) await renewStorefrontSession(reply.request, reply);
        return sendWebResponse(reply, response);
      },
    });
  // Auth.js's own answers, as it gives them: its JSON, its pages (sign-out, verify-request) and its redirects.
  const authjsAnswers = {
    GET: {
      200: {
        description: 'JSON (providers, session or null, csrf) or a page of its own (sign-out, verify-request)',
        content: { 'application/json': { schema: {} }, 'text/html': { schema: { type: 'string' } } },
      },
      302: { description: 'On to the sign-in page, or the next step of a sign-in', type: 'null' },
    },
    POST: {
      200: {
        description: 'With `json=true`: where to go next',
        content: { 'application/json': { schema: { type: 'object', properties: { url: { type: 'string' } } } } },
      },
      302: {
        description: 'On to the next step of a sign-in or sign-out, or the sign-in page with an error',
        type: 'null',
      },
    },
  };
  // One route per method, so each has an operation of its own in the document.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: `${AUTH_BASE_PATH}/*`,
      schema: {
        summary: "Auth.js's own endpoints: providers, session, csrf, sign-in, callback, sign-out",
        tags: ['auth'],
        response: authjsAnswers[method],
      },
      preHandler: limitSignIns,
      handler: authjsRoute(method),
    });
  }

  /** A sign-in or a sign-out starts a new storefront session: an id planted before it leads nowhere after it. */
  const renewStorefrontSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const renewed = issueSessionCookie(request, reply, deps.sessionIds);
    const previous = sessionCookieValue(request, deps.sessionIds.cookie);
    if (previous === undefined || !deps.sessionIds.isIssued(previous)) return;
    await Promise.resolve(deps.carryOverSession(previous, renewed)).catch((error: unknown) =>
      request.log.error({ err: error }, 'storefront session not carried over'),
    );
  };

  /** The storefront session's cart (its cookie) joins the customer's once they sign in. */
  const guestCartMerge = (request: FastifyRequest) => {
    const sid = sessionCookieValue(request, deps.sessionIds.cookie);
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
