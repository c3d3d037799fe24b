import { okAsync, type ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { CustomerAccount } from '../accounts/customer-account.ts';
import type { CustomerRepository } from '../accounts/customer-repository.port.ts';
import { AUTH_SESSION_ID_LENGTH, type AuthSession } from './auth-session.ts';
import type { SessionRevocations } from './session-revocations.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type AuthSessionDeps = {
  readonly revocations: SessionRevocations;
  readonly customers: CustomerRepository;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

/** A new session for a customer who just signed in. */
export const startAuthSession =
  (deps: Pick<AuthSessionDeps, 'clock' | 'ids'>) =>
  (customerId: CustomerId): AuthSession => ({
    sessionId: deps.ids.randomString(AUTH_SESSION_ID_LENGTH),
    customerId,
    signedInAt: deps.clock.now(),
  });

/**
 * The customer of a live session as the database has them now; null for no session, an ended one (signed
 * out, or signed in before a password reset or change) or an account that is gone.
 */
export const readAuthSession =
  (deps: Pick<AuthSessionDeps, 'revocations' | 'customers'>) =>
  (session: AuthSession | null): ResultAsync<CustomerAccount | null, RepositoryFailure> =>
    session === null
      ? okAsync(null)
      : deps.revocations
          .isRevoked(session)
          .andThen((revoked) => (revoked ? okAsync(null) : deps.customers.byId(session.customerId)));

/** Signing out ends the session everywhere its cookie might be replayed, until its token expires. */
export const endAuthSession =
  (deps: Pick<AuthSessionDeps, 'revocations'>) =>
  (session: { readonly sessionId: string; readonly expiresAt: number }): ResultAsync<void, RepositoryFailure> =>
    deps.revocations.revoke(session.sessionId, session.expiresAt);
