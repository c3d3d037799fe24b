import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { postgresPageEventStore } from '../../../adapters/postgres/postgres-page-event-store.ts';
import { postgresStorefrontSessionRepository } from '../../../adapters/postgres/postgres-storefront-session-repository.ts';
import { postgresUploadRepository } from '../../../adapters/postgres/postgres-upload-repository.ts';
import { storefrontSessions, uploads } from '../../../adapters/postgres/schema/index.ts';
import type { ConsentVersion } from '../../../core/domain/consent/consent.ts';
import { newSession } from '../../../core/domain/session/session.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import type { StoredPageEvent } from '../../../core/shop/marketing/page-event-store.port.ts';
import { aCustomer } from '../../support/customers.ts';
import { aPageEvent } from '../../support/product-server-mother.ts';
import { aSessionId } from '../../support/session-mother.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

const event = (recordedAt: number, id: string): StoredPageEvent => ({
  id,
  sessionId: aSessionId(),
  recordedAt,
  event: { ...aPageEvent(), ip: '203.0.113.0' },
});

for (const engine of TEST_ENGINES) {
  describe(`product-server stores on ${engine.name}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
    });
    afterAll(() => database.close());

    describe('storefront sessions', () => {
      const sessions = () => postgresStorefrontSessionRepository(database.db);

      it('finds nothing for a session never saved', async () => {
        expect((await sessions().find('NeverSaved000000' as SessionId))._unsafeUnwrap()).toBeUndefined();
      });

      it('creates a first-visit session with the changes, then merges later ones over it', async () => {
        const id = 'MergeSession0001' as SessionId;
        const screen = { screenWidth: 390, screenHeight: 844, screenDevicePixelRatio: 3 };
        expect((await sessions().merge(id, screen))._unsafeUnwrap()).toEqual({ ...newSession(id), ...screen });
        const consent = {
          isConsentGiven: true,
          isAdsAccepted: false,
          isAnalyticsAccepted: true,
          consentVersion: 2 as ConsentVersion,
        };
        await sessions().merge(id, consent);
        expect((await sessions().find(id))._unsafeUnwrap()).toEqual({ ...newSession(id), ...screen, ...consent });
      });

      it('keeps both of two concurrent updates of different groups', async () => {
        const id = 'Concurrent000001' as SessionId;
        await sessions().merge(id, {});
        await Promise.all([
          sessions().merge(id, { screenWidth: 1, screenHeight: 2, screenDevicePixelRatio: 1 }),
          sessions().merge(id, { ga4ClientId: '1.2', ga4SessionId: '3', ga4SessionNumber: 4 }),
        ]);
        expect((await sessions().find(id))._unsafeUnwrap()).toMatchObject({ screenWidth: 1, ga4ClientId: '1.2' });
      });

      it('records which customer the session belongs to, and forgets it on sign-out', async () => {
        const id = 'CustomerSession1' as SessionId;
        const customerOf = async () =>
          (
            await database.db
              .select()
              .from(storefrontSessions)
              .where(sql`${storefrontSessions.id} = ${id}`)
          )[0]?.customerId;
        await sessions().merge(id, { customer: aCustomer(), updateDateCustomer: 5 });
        expect(await customerOf()).toBe('c-1');
        await sessions().merge(id, { customer: null, updateDateCustomer: null });
        expect(await customerOf()).toBeNull();
      });

      it('reports a stored row that is not a session', async () => {
        await database.db.insert(storefrontSessions).values({ id: 'Broken0000000001', data: { nonsense: true } });
        const found = await sessions().find('Broken0000000001' as SessionId);
        expect(found._unsafeUnwrapErr()).toMatchObject({ type: 'RepositoryFailure' });
      });
    });

    describe('page events', () => {
      it('lists a range in (time, id) order and resumes after a cursor', async () => {
        const store = postgresPageEventStore(database.db);
        for (const e of [event(2_000, 'b'), event(1_000, 'z'), event(2_000, 'a'), event(3_000, 'c'), event(999, 'y')]) {
          (await store.record(e))._unsafeUnwrap();
        }
        const ids = async (after: { recordedAt: number; id: string } | null, limit: number) =>
          (await store.listBetween({ from: 1_000, to: 3_000 }, after, limit))._unsafeUnwrap().map((e) => e.id);
        expect(await ids(null, 10)).toEqual(['z', 'a', 'b']);
        expect(await ids(null, 2)).toEqual(['z', 'a']);
        expect(await ids({ recordedAt: 2_000, id: 'a' }, 10)).toEqual(['b']);
        expect((await store.listBetween({ from: 2_000, to: 2_001 }, null, 1))._unsafeUnwrap()).toEqual([
          event(2_000, 'a'),
        ]);
      });
    });

    describe('uploads', () => {
      it('records an upload with its variants and fields', async () => {
        const record = {
          id: 'u-1',
          sessionId: aSessionId(),
          mimeType: 'image/png',
          bytes: 10,
          blobKey: 'uploads/u-1/original',
          variants: [{ format: 'webp' as const, width: 320, key: 'uploads/u-1/320.webp' }],
          fields: { product: 'mug' },
          createdAt: 1_700_000_000_000,
        };
        (await postgresUploadRepository(database.db).save(record))._unsafeUnwrap();
        const [row] = await database.db.select().from(uploads);
        expect(row).toMatchObject({ id: 'u-1', variants: record.variants, fields: record.fields, bytes: 10 });
      });
    });
  });
}
