import type { ResultAsync } from 'neverthrow';
import type { Session } from '../../domain/session/session.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type SessionChanges = Partial<Omit<Session, 'fotiApiClient'>>;

/** Where the product server keeps each visitor's storefront session. */
export interface StorefrontSessionRepository {
  /** The stored session, or undefined for a visitor whose session was never saved. */
  find(id: SessionId): ResultAsync<Session | undefined, RepositoryFailure>;
  /**
   * Writes these fields over the stored session (a first-visit session when none is stored) in one statement,
   * so two concurrent updates of different field groups both survive; answers the session as stored.
   */
  merge(id: SessionId, changes: SessionChanges): ResultAsync<Session, RepositoryFailure>;
}
