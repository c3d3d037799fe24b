import type { AuthConfig } from '@auth/core';
import type { JWT } from '@auth/core/jwt';
import type { EmailConfig } from '@auth/core/providers/email';
import Credentials from '@auth/core/providers/credentials';
import type { ResultAsync } from 'neverthrow';
import type { Customer, CustomerId } from '../../../core/domain/customers/customer.ts';
import { safeRedirectTarget } from '../../../core/domain/routing/safe-redirect.ts';
import { permissionsOf, type CustomerAccount } from '../../../core/shop/accounts/customer-account.ts';
import type { MailNotSent } from '../../../core/shop/mail/mailer.port.ts';
import { AUTH_BASE_PATH } from '../../shop-api-contract/auth.codec.ts';
import type { LogLine } from '../../system/json-line-log.ts';
import { authjsAdapter, fullName, type AuthjsAdapterDeps } from './authjs-adapter.ts';

/** Sessions last 30 days and are re-issued at most daily; every session read refreshes the customer. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const EMAIL_SIGN_IN_TTL_SECONDS = 30 * 60;

export type AuthjsDeps = AuthjsAdapterDeps & {
  readonly secret: string;
  readonly verifyCredentials: (input: {
    readonly email: string;
    readonly password: string;
  }) => ResultAsync<CustomerAccount, { readonly type: string }>;
  readonly sendSignInLink: (email: string, link: string) => ResultAsync<void, MailNotSent>;
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

type SessionToken = JWT & { customer?: Customer };

/** The customer as the database has it now; a failed read keeps the token as it was rather than signing out. */
const refreshToken = async (deps: AuthjsDeps, token: SessionToken, userId: string | undefined) => {
  const id = userId ?? token.sub;
  if (id === undefined) return null;
  const account = await deps.customers.byId(id as CustomerId);
  if (account.isErr()) {
    deps.log('error', { err: account.error.cause }, 'Could not refresh the auth session');
    return token;
  }
  if (account.value === null) return null;
  return {
    ...token,
    sub: id,
    name: fullName(account.value),
    email: account.value.email,
    customer: permissionsOf(account.value),
  };
};

const emailProvider = (deps: AuthjsDeps): EmailConfig => ({
  id: 'email',
  type: 'email',
  name: 'E-mail link',
  maxAge: EMAIL_SIGN_IN_TTL_SECONDS,
  sendVerificationRequest: async ({ identifier, url }) => {
    const sent = await deps.sendSignInLink(identifier, url);
    if (sent.isErr()) throw new Error(`Sign-in link not sent: ${sent.error.cause}`);
  },
  options: {},
});

/**
 * Auth.js for the shop: credentials (e-mail and password) and e-mail links, JWT sessions in an encrypted
 * cookie carrying the customer's id, account type, restrictions and invoicing flag. `onSignIn` runs after
 * every successful sign-in (the guest cart merge).
 */
export const authjsConfig = (deps: AuthjsDeps, onSignIn?: (customerId: CustomerId) => Promise<void>): AuthConfig => ({
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
    emailProvider(deps),
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
