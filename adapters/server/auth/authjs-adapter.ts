import type { Adapter, AdapterUser } from '@auth/core/adapters';
import { errAsync, type ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { Clock } from '../../../core/domain/shared/clock.port.ts';
import type { IdGenerator } from '../../../core/domain/shared/id-generator.port.ts';
import type { CustomerAccount } from '../../../core/shop/accounts/customer-account.ts';
import type { CustomerRepository } from '../../../core/shop/accounts/customer-repository.port.ts';
import type { AuthTokenRepository } from '../../../core/shop/auth/auth-token-repository.port.ts';

export type AuthjsAdapterDeps = {
  readonly customers: CustomerRepository;
  readonly tokens: AuthTokenRepository;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

/** Auth.js speaks promises: an infrastructure failure becomes a rejection, which it reports as a server error. */
const settle = async <T>(result: ResultAsync<T, { readonly type: string; readonly cause?: string }>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw new Error(`${settled.error.type}: ${settled.error.cause ?? ''}`);
  return settled.value;
};

export const fullName = (account: CustomerAccount): string | null =>
  `${account.firstName} ${account.lastName}`.trim() || null;

const toUser = (account: CustomerAccount | null): AdapterUser | null =>
  account === null
    ? null
    : {
        id: account.id,
        email: account.email,
        name: fullName(account),
        emailVerified: account.emailVerifiedAt === null ? null : new Date(account.emailVerifiedAt),
      };

/**
 * The part of Auth.js's adapter its e-mail provider needs, over the customers and auth_tokens tables.
 * Sessions are JWTs, so no session or OAuth account methods. Verification tokens arrive already hashed by
 * Auth.js (SHA-256 of token and secret) and are stored as given.
 */
export const authjsAdapter = (deps: AuthjsAdapterDeps): Adapter => ({
  getUser: (id) => settle(deps.customers.byId(id as CustomerId).map(toUser)),

  getUserByEmail: (email) => settle(deps.customers.byEmail(email).map(toUser)),

  // The first e-mail sign-in of an unknown address creates its account: following the link proved the address.
  createUser: (user) =>
    settle(
      deps.customers
        .create({
          id: deps.ids.uuid() as CustomerId,
          email: user.email,
          passwordHash: null,
          firstName: '',
          lastName: '',
          locale: null,
          emailVerifiedAt: deps.clock.now(),
        })
        .orElse((error) => (error.type === 'EmailTaken' ? deps.customers.byEmail(user.email) : errAsync(error)))
        .map(toUser),
    ).then((created) => {
      if (created === null) throw new Error(`Could not create the account of ${user.email}`);
      return created;
    }),

  updateUser: (user) =>
    settle(
      (user.emailVerified
        ? deps.customers.markEmailVerified(user.id as CustomerId, deps.clock.now())
        : deps.customers.byId(user.id as CustomerId)
      ).map(toUser),
    ).then((updated) => {
      if (updated === null) throw new Error(`No account ${user.id}`);
      return updated;
    }),

  createVerificationToken: (token) =>
    settle(
      deps.tokens
        .issue({
          digest: token.token,
          purpose: 'email-sign-in',
          email: token.identifier,
          expiresAt: token.expires.getTime(),
        })
        .map(() => token),
    ),

  useVerificationToken: ({ token }) =>
    settle(
      deps.tokens
        .consume(token, 'email-sign-in', deps.clock.now())
        .map((used) => (used === null ? null : { identifier: used.email, token, expires: new Date(used.expiresAt) })),
    ),
});
