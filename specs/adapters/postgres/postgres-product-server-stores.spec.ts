import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { postgresPageEventStore } from '../../../adapters/postgres/postgres-page-event-store.ts';
import { postgresStorefrontSessionRepository } from '../../../adapters/postgres/postgres-storefront-session-repository.ts';
import { postgresUploadRepository } from '../../../adapters/postgres/postgres-upload-repository.ts';
import { storefrontSessions, uploads } from '../../../adapters/postgres/schema/index.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import { aCustomer } from '../../support/customers.ts';
import { aSessionId } from '../../support/session-mother.ts';
import { inMemoryPageEvents } from '../../support/in-memory-page-events.ts';
import { inMemoryStorefrontSessions } from '../../support/in-memory-storefront-sessions.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describePageEventStoreContract } from './page-event-store.contract.ts';
import { describeStorefrontSessionRepositoryContract } from './storefront-session-repository.contract.ts';

describeStorefrontSessionRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryStorefrontSessions().repository,
  close: async () => {},
}));
describePageEventStoreContract('in-memory fake', async () => ({
  store: inMemoryPageEvents().store,
  close: async () => {},
}));

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeStorefrontSessionRepositoryContract(engine.name, async () => {
    const database = await openEmptied();
    return { repository: postgresStorefrontSessionRepository(database.db), close: database.close };
  });
  describePageEventStoreContract(engine.name, async () => {
    const database = await openEmptied();
    return { store: postgresPageEventStore(database.db), close: database.close };
  });

  describe(`product-server stores on ${engine.name}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openEmptied();
    });

    describe('storefront sessions', () => {
      const sessions = () => postgresStorefrontSessionRepository(database.db);

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

    describe('uploads', () => {
      it('records an upload with its variants and fields', async () => {
        const record = {
          id: 'u-1',
          sessionId: aSessionId(),
          mimeType: 'image/png',
          bytes: 10,
          blobKey: 'uploads/u-1/original',
          variants: [{ format: 'webp' as const, width: 320, key: 'uploads/u-1/320.webp' }],
          width: 640,
          height: 480,
          fields: { product: 'mug' },
          createdAt: 1_700_000_000_000,
        };
        (await postgresUploadRepository(database.db).save(record))._unsafeUnwrap();
        const [row] = await database.db.select().from(uploads);
        expect(row).toMatchObject({
          id: 'u-1',
          variants: record.variants,
          fields: record.fields,
          bytes: 10,
          width: 640,
          height: 480,
        });
      });
    });
  });
}
