import type { ResultAsync } from 'neverthrow';
import { newSession, type Session } from '../../domain/session/session.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { StorefrontSessionRepository } from './storefront-session-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The visitor's session; a visitor never saved gets a first-visit session, which is not stored until changed. */
export const getSession =
  (sessions: StorefrontSessionRepository) =>
  (id: SessionId): ResultAsync<Session, RepositoryFailure> =>
    sessions.find(id).map((stored) => stored ?? newSession(id));
