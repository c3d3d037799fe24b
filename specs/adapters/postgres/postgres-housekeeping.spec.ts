import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { pruneExpired, RETENTION } from '../../../adapters/postgres/postgres-housekeeping.ts';
import {
  authSessionRevocations,
  authTokens,
  idempotencyKeys,
  rateLimits,
} from '../../../adapters/postgres/schema/index.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms);

for (const engine of TEST_ENGINES) {
  describe(`housekeeping on ${engine.name}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
      const { db } = database;
      await db.insert(rateLimits).values([
        { key: 'old', windowStart: ago(RETENTION.rateLimitsMs + 1), count: 3 },
        { key: 'current', windowStart: ago(60_000), count: 1 },
      ]);
      await db.insert(idempotencyKeys).values([
        { scope: 's', key: 'old', requestHash: 'h', createdAt: ago(RETENTION.idempotencyKeysMs + 1) },
        { scope: 's', key: 'recent', requestHash: 'h', createdAt: ago(60_000) },
      ]);
      await db.insert(authTokens).values([
        { tokenHash: 'old', purpose: 'reset', email: 'a@b.es', expiresAt: ago(RETENTION.authTokensMs + 1) },
        { tokenHash: 'live', purpose: 'reset', email: 'a@b.es', expiresAt: new Date(NOW + 60_000) },
      ]);
      await db.insert(authSessionRevocations).values([
        { sessionId: 'expired', expiresAt: ago(1) },
        { sessionId: 'still-refused', expiresAt: new Date(NOW + 60_000) },
      ]);
    });
    afterAll(() => database.close());

    it('deletes only the rows past their retention, and counts them', async () => {
      expect(await pruneExpired(database.db, NOW)).toEqual({
        rateLimits: 1,
        idempotencyKeys: 1,
        authTokens: 1,
        endedSessions: 1,
      });
      const { db } = database;
      expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['current']);
      expect((await db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['recent']);
      expect((await db.select().from(authTokens)).map((row) => row.tokenHash)).toEqual(['live']);
      expect((await db.select().from(authSessionRevocations)).map((row) => row.sessionId)).toEqual(['still-refused']);
    });

    it('has nothing left to do on a second run', async () => {
      expect(await pruneExpired(database.db, NOW)).toEqual({
        rateLimits: 0,
        idempotencyKeys: 0,
        authTokens: 0,
        endedSessions: 0,
      });
    });
  });
}
