import { eq } from 'drizzle-orm';
import { err, ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { postgresCartCatalogue } from '../../../adapters/postgres/postgres-cart-catalogue.ts';
import { postgresCartRepository } from '../../../adapters/postgres/postgres-cart-repository.ts';
import { postgresCheckoutRepository } from '../../../adapters/postgres/postgres-checkout-repository.ts';
import { postgresOrderRepository } from '../../../adapters/postgres/postgres-order-repository.ts';
import { postgresIdempotencyStore } from '../../../adapters/postgres/postgres-idempotency-store.ts';
import { postgresPromotionRepository } from '../../../adapters/postgres/postgres-promotion-repository.ts';
import { postgresShippingCatalogue } from '../../../adapters/postgres/postgres-shipping-catalogue.ts';
import { carts } from '../../../adapters/postgres/schema/index.ts';
import { seedShipping } from '../../../adapters/postgres/seeds/shipping.seed.ts';
import { inTransaction } from '../../../adapters/postgres/transaction.ts';
import { aGuest, code, ES_STORE, PL_STORE } from '../../support/carts-mother.ts';
import { insertCartFixtures } from '../../support/shop-orders-fixture.ts';
import { inMemoryCartRepository } from '../../support/in-memory-carts.ts';
import { inMemoryCheckouts } from '../../support/in-memory-checkout.ts';
import { inMemoryOrders } from '../../support/in-memory-orders.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { create, describeCartRepositoryContract, line } from './cart-repository.contract.ts';
import { describeCheckoutRepositoryContract } from './checkout-repository.contract.ts';
import { describeOrderRepositoryContract } from './order-repository.contract.ts';

describeCartRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryCartRepository().repository,
  close: async () => {},
}));
describeCheckoutRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryCheckouts().repository,
  close: async () => {},
}));

describeOrderRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryOrders().repository,
  close: async () => {},
}));

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeOrderRepositoryContract(engine.name, async () => {
    const database = await openEmptied();
    return { repository: postgresOrderRepository(database.db, sequenceIds()), close: database.close };
  });
  describeCartRepositoryContract(engine.name, async () => {
    const database = await openEmptied();
    await insertCartFixtures(database.db);
    return { repository: postgresCartRepository(database.db), close: database.close };
  });
  describeCheckoutRepositoryContract(engine.name, async (cartId) => {
    const database = await openEmptied();
    await insertCartFixtures(database.db);
    await postgresCartRepository(database.db).updateOpen(aGuest('CheckoutSession00001'), create(cartId), (cart) =>
      ok(cart),
    );
    return { repository: postgresCheckoutRepository(database.db), close: database.close };
  });

  describe(`carts, checkout and orders repositories on ${engine.name}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openEmptied();
      await insertCartFixtures(database.db);
      await database.db.transaction((tx) => seedShipping(tx));
    });
    afterAll(() => database.close());

    describe('carts', () => {
      it('keeps one open cart per session under concurrent first writes, lines in the order added', async () => {
        const repository = postgresCartRepository(database.db);
        const owner = aGuest('ConcurrentGuest00001');
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, n) =>
            repository.updateOpen(owner, create(`cart-race-${n}`), (cart) =>
              ok({ ...cart, lines: [...cart.lines, line(`race-line-${n}`, 9001, 1)] }),
            ),
          ),
        );
        expect(results.every((result) => result.isOk())).toBe(true);
        const open = await database.db.select().from(carts).where(eq(carts.sessionId, owner.sessionId));
        expect(open).toHaveLength(1);
        const cart = (await repository.findOpen(owner))._unsafeUnwrap();
        expect(cart?.lines).toHaveLength(8);
      });
    });

    describe('catalogue, promotions, checkouts and shipping', () => {
      it('reads articles sold in the store with names in its language, and published designs with their articles', async () => {
        const catalogue = postgresCartCatalogue(database.db);
        expect(
          (await catalogue.articles(ES_STORE, [9001, 9002, 9003, 9004]))
            ._unsafeUnwrap()
            .map((a) => [a.articleId, a.name, a.unitPrice.amount]),
        ).toEqual([
          [9001, 'Taza de prueba', 1250],
          [9002, 'Póster de prueba', 2000],
        ]);
        expect(await catalogue.articles(ES_STORE, [])).toEqual(ok([]));
        expect((await catalogue.designs(['spec-design-1', 'nope'], 'es'))._unsafeUnwrap()).toEqual([
          { designId: 'spec-design-1', name: 'Zorro de prueba', articleIds: expect.arrayContaining([9001, 9002]) },
        ]);
        expect(await catalogue.designs([], 'es')).toEqual(ok([]));
      });

      it("finds a promotion of the store's, and claims uses up to the maximum only, even concurrently", async () => {
        const promotions = postgresPromotionRepository(database.db);
        expect((await promotions.find(code('SPEC-TEN'), ES_STORE))._unsafeUnwrap()).toMatchObject({
          code: 'SPEC-TEN',
          currency: 'EUR',
        });
        expect(await promotions.find(code('SPEC-PL'), ES_STORE)).toEqual(ok(null));
        expect((await promotions.find(code('SPEC-PL'), PL_STORE))._unsafeUnwrap()?.code).toBe('SPEC-PL');
        expect(await promotions.find(code('NOPE'), ES_STORE)).toEqual(ok(null));
        const claims = await Promise.all(Array.from({ length: 12 }, () => promotions.claimUse(code('SPEC-LIMITED'))));
        expect(claims.filter((claim) => claim._unsafeUnwrap())).toHaveLength(5);
        expect((await promotions.find(code('SPEC-LIMITED'), ES_STORE))._unsafeUnwrap()?.timesUsed).toBe(5);
      });

      it('reads the seeded rates in the store currency and pickup points per carrier', async () => {
        const shipping = postgresShippingCatalogue(database.db);
        const rates = (await shipping.rates('ES' as never, 'EUR'))._unsafeUnwrap();
        expect(rates.find((r) => r.carrier === 'CORREOS' && r.deliveryMethod === 'ADDRESS')?.price).toEqual({
          amount: 495,
          currency: 'EUR',
        });
        expect(await shipping.rates('ES' as never, 'PLN')).toEqual(ok([]));
        const points = (await shipping.pickupPoints('ES' as never, 'CORREOS'))._unsafeUnwrap();
        expect(points).toHaveLength(6);
        expect((await shipping.pickupPoint(points[0]?.id as never))._unsafeUnwrap()).toEqual(points[0]);
        expect(await shipping.pickupPoint('NOPE' as never)).toEqual(ok(null));
      });
    });

    describe('idempotency keys', () => {
      it('claims a key once, replays the stored answer, refuses another request and frees a released key', async () => {
        const store = postgresIdempotencyStore(database.db);
        const claims = await Promise.all(
          Array.from({ length: 6 }, () => store.claim('orders:s1', 'key-1', 'hash-a', 60_000)),
        );
        expect(claims.map((claim) => claim._unsafeUnwrap().kind).sort()).toEqual([
          'claimed',
          'in-progress',
          'in-progress',
          'in-progress',
          'in-progress',
          'in-progress',
        ]);
        expect(await store.claim('orders:s1', 'key-1', 'hash-b', 60_000)).toEqual(ok({ kind: 'mismatch' }));
        await store.complete('orders:s1', 'key-1', { status: 201, body: '{"b":1,"a":2}' });
        expect(await store.claim('orders:s1', 'key-1', 'hash-a', 60_000)).toEqual(
          ok({ kind: 'replay', response: { status: 201, body: '{"b":1,"a":2}' } }),
        );
        expect(await store.claim('orders:s2', 'key-1', 'hash-a', 60_000)).toEqual(ok({ kind: 'claimed' }));
        await store.release('orders:s2', 'key-1');
        expect(await store.claim('orders:s2', 'key-1', 'hash-b', 60_000)).toEqual(ok({ kind: 'claimed' }));
      });

      it('lets a retry take over a claim whose request died', async () => {
        const store = postgresIdempotencyStore(database.db);
        await store.claim('orders:s3', 'key-1', 'hash-a', 60_000);
        expect(await store.claim('orders:s3', 'key-1', 'hash-a', 0)).toEqual(ok({ kind: 'claimed' }));
      });
    });

    it('rolls a transaction back when its work fails', async () => {
      const result = await inTransaction(database.db, (tx) =>
        postgresCartRepository(tx)
          .updateOpen(aGuest('RolledBack0000000001'), create('rolled-back'), (cart) =>
            ok({ ...cart, lines: [line('r', 9001, 1)] }),
          )
          .andThen(() => err({ type: 'Later' as const })),
      );
      expect(result).toEqual(err({ type: 'Later' }));
      expect(await database.db.select().from(carts).where(eq(carts.id, 'rolled-back'))).toEqual([]);
    });
  });
}
