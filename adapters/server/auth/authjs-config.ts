import type { AuthConfig } from '@auth/core';
import type { JWT } from '@auth/core/jwt';
import type { EmailConfig } from '@auth/core/providers/email';
import Credentials from '@auth/core/providers/credentials';
import type { ResultAsync } from 'neverthrow';
import type { Customer, CustomerId } from '../../../core/domain/customers/customer.ts';
import { safeRedirectTarget } from '../../../core/domain/routing/safe-redirect.ts';
import { permissionsOf, type CustomerAccount } from '../../../core/shop/accounts/customer-account.ts';
import { endAuthSession, readAuthSession, startAuthSession } from '../../../core/shop/auth/auth-session.use-cases.ts';
import type { SessionRevocations } from '../../../core/shop/auth/session-revocations.port.ts';
import type { MailNotSent } from '../../../core/shop/mail/mailer.port.ts';
import type { Locale } from '../../../core/domain/site/locale.ts';
import { AUTH_BASE_PATH } from '../../shop-api-contract/auth.codec.ts';
import type { LogLine } from '../../system/json-line-log.ts';
import { authSessionOf, type SessionClaims } from './auth-session-claims.ts';
import { authjsAdapter, fullName, type AuthjsAdapterDeps } from './authjs-adapter.ts';

/** Sessions last 30 days and are re-issued at most daily; every session read refreshes the customer. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const EMAIL_SIGN_IN_TTL_SECONDS = 30 * 60;

export type AuthjsDeps = AuthjsAdapterDeps & {
  readonly secret: string;
  readonly revocations: SessionRevocations;
  readonly verifyCredentials: (input: {
    readonly email: string;
    readonly password: string;
  }) => ResultAsync<CustomerAccount, { readonly type: string }>;
  readonly sendSignInLink: (email: string, link: string, locale: Locale | null) => ResultAsync<void, MailNotSent>;
  readonly log: LogLine;
};

/** Only a path on the shop's own origin is followed after sign-in or sign-out; anything else goes home. */
export const sameOriginRedirect = ({ url, baseUrl }: { url: string; baseUrl: string }): string => {
  const path = url === baseUrl ? '/' : url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
  return safeRedirectTarget(path).match(
    (safe) => `${baseUrl}${safe}`,
    () => baseUrl,
  );
};

type SessionToken = JWT & SessionClaims & { customer?: Customer };

/**
 * A sign-in starts a session of its own; every later read checks it was not ended (sign-out, password reset)
 * and takes the customer as the database has it now. A failed read keeps the token rather than signing out.
 */
const refreshToken = async (deps: AuthjsDeps, token: SessionToken, userId: string | undefined) => {
  const session = userId === undefined ? authSessionOf(token) : startAuthSession(deps)(userId as CustomerId);
  const account = await readAuthSession(deps)(session);
  if (account.isErr()) {
    deps.log('error', { err: account.error.cause }, 'Could not refresh the auth session');
    return token;
  }
  if (session === null || account.value === null) return null;
  return {
    ...token,
    sub: session.customerId,
    sessionId: session.sessionId,
    signedInAt: session.signedInAt,
    name: fullName(account.value),
    email: account.value.email,
    customer: permissionsOf(account.value),
  };
};

/** Signing out ends the session for good: its cookie, replayed, no longer reads anything. */
const endSession = async (deps: AuthjsDeps, token: SessionToken | null) => {
  const session = authSessionOf(token);
  if (session === null) return;
  const expiresAt =
    typeof token?.exp === 'number' ? token.exp * 1000 : deps.clock.now() + SESSION_MAX_AGE_SECONDS * 1000;
  const ended = await endAuthSession(deps)({ sessionId: session.sessionId, expiresAt });
  if (ended.isErr()) deps.log('error', { err: ended.error.cause }, 'Could not end the auth session');
};

const emailProvider = (deps: AuthjsDeps, pageLocale: Locale | null): EmailConfig => ({
  id: 'email',
  type: 'email',
  name: 'E-mail link',
  maxAge: EMAIL_SIGN_IN_TTL_SECONDS,
  sendVerificationRequest: async ({ identifier, url }) => {
    const sent = await deps.sendSignInLink(identifier, url, pageLocale);
    if (sent.isErr()) throw new Error(`Sign-in link not sent: ${sent.error.cause}`);
  },
  options: {},
});

/**
 * Auth.js for the shop: credentials (e-mail and password) and e-mail links, JWT sessions in an encrypted
 * cookie carrying the customer's id, account type, restrictions and invoicing flag. `onSignIn` runs after
 * every successful sign-in (the guest cart merge); `pageLocale` writes a sign-in link's mail in the visitor's language.
 */
export const authjsConfig = (
  deps: AuthjsDeps,
  onSignIn?: (customerId: CustomerId) => Promise<void>,
  pageLocale: Locale | null = null,
): AuthConfig => ({
  basePath: AUTH_BASE_PATH,
  secret: deps.secret,
  // The URL handed to Auth.js is built by the shop on its configured origin; Host headers never reach it.
  trustHost: true,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
  adapter: authjsAdapter(deps),
  pages: { signIn: '/login', error: '/login' },
  providers: [
    Credentials({
      id: 'credentials',
      name: 'E-mail and password',
      credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
      authorize: async (credentials) => {
        const { email, password } = credentials;
        if (typeof email !== 'string' || typeof password !== 'string') return null;
        const verified = await deps.verifyCredentials({ email, password });
        if (verified.isOk())
          return { id: verified.value.id, email: verified.value.email, name: fullName(verified.value) };
        if (verified.error.type === 'InvalidCredentials') return null;
        throw new Error(`Credentials could not be checked: ${verified.error.type}`);
      },
    }),
    emailProvider(deps, pageLocale),
  ],
  callbacks: {
    redirect: sameOriginRedirect,
    jwt: ({ token, user }) => refreshToken(deps, token, user?.id),
    session: ({ session, token }) => {
      const { customer, name, email } = token as SessionToken;
      return { user: { name: name ?? null, email: email ?? '' }, customer, expires: session.expires } as never;
    },
  },
  events: {
    signOut: (message) => endSession(deps, 'token' in message ? (message.token as SessionToken | null) : null),
    signIn: async ({ user }) => {
      if (onSignIn && user.id) await onSignIn(user.id as CustomerId);
    },
  },
  logger: {
    error: (error) => deps.log('warn', { err: error.message, type: (error as { type?: string }).type }, 'Auth.js'),
    warn: (code) => deps.log('warn', { code }, 'Auth.js warning'),
    debug: () => undefined,
  },
});
