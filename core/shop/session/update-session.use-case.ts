import { err, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import { newSession, type Session } from '../../domain/session/session.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import {
  applySessionUpdate,
  SESSION_FIELD_GROUPS,
  type SessionUpdate,
  type SessionUpdateError,
  type SessionUpdateField,
} from '../../domain/session/session-update.ts';
import type { SessionChanges, StorefrontSessionRepository } from './storefront-session-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A customer snapshot for someone other than the signed-in customer (or with nobody signed in). */
export type CustomerNotSignedIn = { readonly type: 'CustomerNotSignedIn' };

export type UpdateSessionError = SessionUpdateError | CustomerNotSignedIn | RepositoryFailure;

export type UpdateSessionInput = {
  readonly sessionId: SessionId;
  readonly update: SessionUpdate;
  /** The customer the auth session says is signed in on this request, if any. */
  readonly signedIn: Customer | null;
};

/**
 * Only the signed-in customer may be stored, and then as the shop knows them, never as the body claims
 * (a body could otherwise promote itself to the administrator type). Signing out (null) is always allowed.
 */
const withTrustedCustomer = (
  update: SessionUpdate,
  signedIn: Customer | null,
): Result<SessionUpdate, CustomerNotSignedIn> => {
  const claimed = update.customer;
  if (claimed === undefined || claimed === null) return ok(update);
  return signedIn !== null && signedIn.id === claimed.id
    ? ok({ ...update, customer: signedIn })
    : err({ type: 'CustomerNotSignedIn' });
};

/** The fields the update carries, read back from the validated session. */
const changesIn = (update: SessionUpdate, next: Session): SessionChanges => {
  const fields = Object.values(SESSION_FIELD_GROUPS).flat() as SessionUpdateField[];
  return Object.fromEntries(fields.filter((field) => update[field] !== undefined).map((field) => [field, next[field]]));
};

/**
 * POST /api/session: every group present is validated whole against the stored session, then stored. A body with
 * no group writes nothing and answers the session as it is (like GET, a first visit's is not stored).
 */
export const updateSession =
  (sessions: StorefrontSessionRepository) =>
  ({ sessionId, update, signedIn }: UpdateSessionInput): ResultAsync<Session, UpdateSessionError> =>
    sessions.find(sessionId).andThen((stored) => {
      const current = stored ?? newSession(sessionId);
      return withTrustedCustomer(update, signedIn)
        .andThen((trusted) => applySessionUpdate(current, trusted).map((next) => changesIn(trusted, next)))
        .asyncAndThen((changes) =>
          Object.keys(changes).length === 0 ? okAsync(current) : sessions.merge(sessionId, changes),
        );
    });
