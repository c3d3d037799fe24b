import { okAsync, type ResultAsync } from 'neverthrow';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { StorefrontSessionRepository } from './storefront-session-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/**
 * When a sign-in or sign-out gives the visitor a new session id, what they answered and what was measured
 * (consent, screen, analytics ids) goes with them; the signed-in customer's snapshot never does.
 */
export const carryOverSession =
  (deps: { readonly sessions: StorefrontSessionRepository }) =>
  (from: SessionId, to: SessionId): ResultAsync<void, RepositoryFailure> =>
    deps.sessions.find(from).andThen((session) => {
      if (session === undefined) return okAsync(undefined);
      const { fotiApiClient: _id, customer: _customer, updateDateCustomer: _fetched, ...carried } = session;
      return deps.sessions.merge(to, carried).map(() => undefined);
    });
