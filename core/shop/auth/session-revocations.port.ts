import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { AuthSession } from './auth-session.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Ended sessions, kept by the shop so a replayed session cookie is refused on every instance. */
export interface SessionRevocations {
  /** True when the session was signed out, or its customer ended every session signed in before it began. */
  isRevoked(session: AuthSession): ResultAsync<boolean, RepositoryFailure>;
  /** Ends one session (sign-out); remembered until `until`, when its token expires anyway. */
  revoke(sessionId: string, until: number): ResultAsync<void, RepositoryFailure>;
  /** Ends every session of the customer signed in before `at` (a password reset or change). */
  revokeAllOf(customerId: CustomerId, at: number): ResultAsync<void, RepositoryFailure>;
}
