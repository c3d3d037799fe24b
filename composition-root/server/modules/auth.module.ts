import path from 'node:path';
import type { ResultAsync } from 'neverthrow';
import { postgresAuthTokenRepository } from '../../../adapters/postgres/postgres-auth-token-repository.ts';
import { postgresCustomerRepository } from '../../../adapters/postgres/postgres-customer-repository.ts';
import { postgresSessionRevocations } from '../../../adapters/postgres/postgres-session-revocations.ts';
import { authRoutes } from '../../../adapters/server/auth/auth.routes.ts';
import { authSessionReader, type AuthSessionReader } from '../../../adapters/server/auth/auth-session-reader.ts';
import { authjsConfig } from '../../../adapters/server/auth/authjs-config.ts';
import { sessionCookieFor, signedSessionIds } from '../../../adapters/server/storefront-session-cookie.ts';
import type { RateLimitCheck } from '../../../adapters/server/rate-limit.ts';
import { resolveAuthSecret } from '../../../adapters/system/auth-secret-file.ts';
import { listedCommonPasswords } from '../../../adapters/system/listed-common-passwords.ts';
import { scryptPasswordHasher } from '../../../adapters/system/scrypt-password-hasher.ts';
import { secretTokenDigest } from '../../../adapters/system/secret-token-digest.ts';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import type { CustomerRepository } from '../../../core/shop/accounts/customer-repository.port.ts';
import type { AuthTokenRepository } from '../../../core/shop/auth/auth-token-repository.port.ts';
import type { PasswordHasher } from '../../../core/shop/auth/password-hasher.port.ts';
import type { SessionRevocations } from '../../../core/shop/auth/session-revocations.port.ts';
import { requestPasswordReset } from '../../../core/shop/auth/request-password-reset.use-case.ts';
import { resetPassword } from '../../../core/shop/auth/reset-password.use-case.ts';
import { sendSignInLink } from '../../../core/shop/auth/send-sign-in-link.use-case.ts';
import { signUp } from '../../../core/shop/auth/sign-up.use-case.ts';
import type { TokenDigest } from '../../../core/shop/auth/token-digest.port.ts';
import { verifyCredentials } from '../../../core/shop/auth/verify-credentials.use-case.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';
import { carryOverSession } from '../../../core/shop/session/carry-over-session.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { findAppRoot } from '../app-root.ts';
import { ACCOUNTS_TOKENS } from './accounts.module.ts';
import { MAIL_TOKENS } from './mail.module.ts';
import { PRODUCT_SERVER_TOKENS, SIGNED_IN_CUSTOMER } from './product-server.module.ts';
import { bindOverDatabase, rateLimitCheckOf } from './database-bindings.ts';
import type { ServerModule } from './server-module.ts';

/** Bound by the carts context: the session's guest cart joins the customer's on sign-in. Until it is, nothing merges. */
export const GUEST_CART_MERGE =
  token<(input: { readonly sessionId: SessionId; readonly customerId: CustomerId }) => ResultAsync<unknown, unknown>>(
    'guestCartMerge',
  );

/** Bound by personalisation: a guest's designs and uploads become the customer's on sign-in. */
export const GUEST_WORK_ADOPTION =
  token<(sessionId: SessionId, customerId: CustomerId) => ResultAsync<void, unknown>>('guestWorkAdoption');

/** The auth context's keys; `customers` is the accounts' repository too, `secret` the resolved AUTH_SECRET. */
export const AUTH_TOKENS = {
  secret: token<string>('auth.secret'),
  customers: token<CustomerRepository>('auth.customers'),
  tokens: token<AuthTokenRepository>('auth.tokens'),
  passwords: token<PasswordHasher>('auth.passwords'),
  digest: token<TokenDigest>('auth.digest'),
  checkRateLimit: token<RateLimitCheck>('auth.checkRateLimit'),
  sessionReader: token<AuthSessionReader>('auth.sessionReader'),
  revocations: token<SessionRevocations>('auth.revocations'),
} as const;

export const authModule: ServerModule = {
  name: 'auth',
  bind: (container) => {
    container
      .bind(AUTH_TOKENS.secret)
      .toResolvedValue(
        (config, log) => resolveAuthSecret(config.authSecret, path.resolve(findAppRoot(), config.dataDir), log),
        [TOKENS.config, MAIL_TOKENS.log],
      );
    bindOverDatabase(container, AUTH_TOKENS.customers, postgresCustomerRepository);
    bindOverDatabase(container, AUTH_TOKENS.tokens, postgresAuthTokenRepository);
    bindOverDatabase(container, AUTH_TOKENS.revocations, postgresSessionRevocations);
    container.bind(AUTH_TOKENS.passwords).toConstantValue(scryptPasswordHasher);
    container
      .bind(TOKENS.sessionIds)
      .toResolvedValue(
        (secret, ids, config) => signedSessionIds(secret, ids, sessionCookieFor(config.publicUrl)),
        [AUTH_TOKENS.secret, TOKENS.ids, TOKENS.config],
      );
    container.bind(AUTH_TOKENS.digest).toResolvedValue(secretTokenDigest, [AUTH_TOKENS.secret]);
    container.bind(AUTH_TOKENS.checkRateLimit).toResolvedValue(rateLimitCheckOf, [TOKENS.database, TOKENS.clock]);
    container
      .bind(AUTH_TOKENS.sessionReader)
      .toResolvedValue(
        (secret, config, customers, revocations) =>
          authSessionReader({ secret, publicUrl: config.publicUrl, customers, revocations }),
        [AUTH_TOKENS.secret, TOKENS.config, AUTH_TOKENS.customers, AUTH_TOKENS.revocations],
      );
    container.bind(SIGNED_IN_CUSTOMER).toResolvedValue((reader) => reader.customer, [AUTH_TOKENS.sessionReader]);
  },
  rootRoutes: (container) => {
    const config = container.get(TOKENS.config);
    const customers = container.get(AUTH_TOKENS.customers);
    const tokens = container.get(AUTH_TOKENS.tokens);
    const passwords = container.get(AUTH_TOKENS.passwords);
    const digest = container.get(AUTH_TOKENS.digest);
    const mailer = container.get(MAIL_TOKENS.visitorMailer);
    const clock = container.get(TOKENS.clock);
    const ids = container.get(TOKENS.ids);
    const revocations = container.get(AUTH_TOKENS.revocations);
    const commonPasswords = listedCommonPasswords();
    const store = storeFor(config.store);
    const brandNames = container.get(ACCOUNTS_TOKENS.brandNames);
    const merge = container.isBound(GUEST_CART_MERGE) ? container.get(GUEST_CART_MERGE) : undefined;
    const authjs = {
      secret: container.get(AUTH_TOKENS.secret),
      revocations,
      customers,
      tokens,
      clock,
      ids,
      verifyCredentials: verifyCredentials({ customers, passwords }),
      sendSignInLink: sendSignInLink({ mailer, store, brandNames }),
      log: container.get(MAIL_TOKENS.log),
    };
    const tokenDeps = { tokens, digest, clock, ids };
    return authRoutes({
      publicUrl: config.publicUrl,
      sessionIds: container.get(TOKENS.sessionIds),
      carryOverSession: (from, to) =>
        carryOverSession({ sessions: container.get(PRODUCT_SERVER_TOKENS.sessions) })(from, to).then((carried) => {
          if (carried.isErr()) throw new Error(carried.error.cause);
        }),
      authConfig: (onSignIn, pageLocale) => authjsConfig(authjs, onSignIn, pageLocale ?? null),
      checkRateLimit: container.get(AUTH_TOKENS.checkRateLimit),
      signUp: signUp({ ...tokenDeps, customers, passwords, mailer, commonPasswords, store, brandNames }),
      requestPasswordReset: requestPasswordReset({ ...tokenDeps, customers, mailer, store, brandNames }),
      resetPassword: resetPassword({ customers, tokens, digest, passwords, clock, revocations, commonPasswords }),
      ...(merge ? { mergeGuestCart: (input) => merge(input).then(() => undefined) } : {}),
    });
  },
};
