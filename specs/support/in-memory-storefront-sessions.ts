import { okAsync } from 'neverthrow';
import { newSession, type Session } from '../../core/domain/session/session.ts';
import type { StorefrontSessionRepository } from '../../core/shop/session/storefront-session-repository.port.ts';

/** The StorefrontSessionRepository contract in a Map, with the stored sessions open for assertions. */
export const inMemoryStorefrontSessions = (initial: readonly Session[] = []) => {
  const stored = new Map(initial.map((session) => [session.fotiApiClient as string, session]));
  const repository: StorefrontSessionRepository = {
    find: (id) => okAsync(stored.get(id)),
    merge: (id, changes) => {
      const merged = { ...(stored.get(id) ?? newSession(id)), ...changes };
      stored.set(id, merged);
      return okAsync(merged);
    },
  };
  return { repository, stored };
};
