import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { postgresAccountHistory } from '../../../adapters/postgres/postgres-account-history.ts';
import { postgresOutboxMailer } from '../../../adapters/postgres/postgres-outbox-mailer.ts';
import { postgresSavedDesignRepository } from '../../../adapters/postgres/postgres-saved-design-repository.ts';
import { postgresSiteSettingsRepository } from '../../../adapters/postgres/postgres-site-settings-repository.ts';
import {
  customers,
  designs,
  mailOutbox,
  orderLines,
  orders,
  siteSettings,
  tickets,
} from '../../../adapters/postgres/schema/index.ts';
import type { DesignId } from '../../../core/domain/catalogue/design.ts';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { CountryCode } from '../../../core/domain/site/country.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';
import { anOrderRow } from '../../support/stored-orders.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

const ANA = 'ana' as CustomerId;
const BEA = 'bea' as CustomerId;
const at = (day: number) => new Date(Date.UTC(2025, 0, day));

const anOrder = (id: string, customerId: string | null, day: number) =>
  anOrderRow({
    id,
    customerId,
    email: `${customerId}@example.com`,
    status: 0,
    subtotalMinor: 2000,
    shippingMinor: 500,
    totalMinor: 2500,
    createdAt: at(day),
  });

const seed = async (db: DatabaseHandle['db']) => {
  await db.insert(customers).values([
    { id: ANA, email: 'ana@example.com' },
    { id: BEA, email: 'bea@example.com' },
  ]);
  await db.insert(orders).values([anOrder('o1', ANA, 1), anOrder('o2', ANA, 2), anOrder('o3', BEA, 3)]);
  await db.insert(orderLines).values([
    { id: 'l1', orderId: 'o1', articleId: 1, designId: 'd1', name: 'Mug', quantity: 2, unitPriceMinor: 1000 },
    { id: 'l2', orderId: 'o2', articleId: 2, designId: null, name: 'Poster', quantity: 1, unitPriceMinor: 2000 },
  ]);
  const aTicket = (id: string, customerId: string, status: string, day: number) => ({
    id,
    publicId: `T-${id}`,
    customerId,
    email: 'x@example.com',
    name: 'X',
    subject: `Subject ${id}`,
    contactType: 'helpCenter',
    status,
    store: 'WPX-ES',
    createdAt: at(day),
    updatedAt: at(day),
  });
  await db
    .insert(tickets)
    .values([aTicket('t1', ANA, 'PENDING', 1), aTicket('t2', BEA, 'PENDING', 2), aTicket('t3', ANA, 'LOST', 3)]);
  await db.insert(designs).values([
    { id: 'd1', slug: 'fox', name: 'Fox', collection: 'OUTLET', updatedAt: at(1) },
    { id: 'd2', slug: 'owl', name: 'Owl', collection: 'NOVELTY', updatedAt: at(2) },
    { id: 'd3', slug: 'old', name: 'Old', collection: 'OUTLET', published: false, updatedAt: at(3) },
  ]);
};

for (const engine of TEST_ENGINES) {
  describe(`accounts repositories on ${engine.name}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
      await seed(database.db);
    });
    afterAll(() => database.close());

    describe('AccountHistory', () => {
      it("lists one customer's orders newest first, with their item counts, and none of another's", async () => {
        const listed = (await postgresAccountHistory(database.db).ordersOf(ANA))._unsafeUnwrap();
        expect(listed).toEqual([
          expect.objectContaining({ publicId: 'P-o2', itemCount: 1, createdAt: '2025-01-02T00:00:00.000Z' }),
          {
            publicId: 'P-o1',
            store: 'WPX-ES',
            status: 0,
            commercialStatus: 8,
            total: { amount: 2500, currency: 'EUR' },
            itemCount: 2,
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        ]);
      });

      it("opens the customer's own order with its lines, and answers null for another customer's", async () => {
        const history = postgresAccountHistory(database.db);
        expect((await history.orderOf(ANA, 'P-o1'))._unsafeUnwrap()).toMatchObject({
          publicId: 'P-o1',
          paymentMethod: 'CARD',
          subtotal: { amount: 2000, currency: 'EUR' },
          shipping: { amount: 500, currency: 'EUR' },
          lines: [
            { articleId: 1, designId: 'd1', name: 'Mug', quantity: 2, unitPrice: { amount: 1000, currency: 'EUR' } },
          ],
        });
        expect(await history.orderOf(ANA, 'P-o3')).toEqual(ok(null));
        expect(await history.orderOf(BEA, 'P-o1')).toEqual(ok(null));
      });

      it('lists own tickets, leaving out rows with a status the core does not know', async () => {
        expect((await postgresAccountHistory(database.db).ticketsOf(ANA))._unsafeUnwrap()).toEqual([
          {
            publicId: 'T-t1',
            subject: 'Subject t1',
            status: 'PENDING',
            contactType: 'helpCenter',
            orderPublicId: null,
            createdAt: '2025-01-01T00:00:00.000Z',
            updatedAt: '2025-01-01T00:00:00.000Z',
          },
        ]);
      });
    });

    describe('SavedDesignRepository', () => {
      it('saves published designs once each, lists newest first, and removes', async () => {
        const saved = postgresSavedDesignRepository(database.db);
        expect(await saved.save(BEA, 'd1' as DesignId, at(10).getTime())).toEqual(ok('saved'));
        expect(await saved.save(BEA, 'd2' as DesignId, at(11).getTime())).toEqual(ok('saved'));
        expect(await saved.save(BEA, 'd1' as DesignId, at(12).getTime())).toEqual(ok('saved'));
        expect((await saved.list(BEA))._unsafeUnwrap()).toEqual([
          { id: 'd2', slug: 'owl', name: 'Owl', collection: 'NOVELTY', savedAt: '2025-01-11T00:00:00.000Z' },
          { id: 'd1', slug: 'fox', name: 'Fox', collection: 'OUTLET', savedAt: '2025-01-10T00:00:00.000Z' },
        ]);
        expect(await saved.list(ANA)).toEqual(ok([]));
        expect(await saved.remove(BEA, 'd2' as DesignId)).toEqual(ok(true));
        expect(await saved.remove(BEA, 'd2' as DesignId)).toEqual(ok(false));
      });

      it('refuses unknown and unpublished designs', async () => {
        const saved = postgresSavedDesignRepository(database.db);
        expect(await saved.save(ANA, 'zz' as DesignId, at(10).getTime())).toEqual(ok('no-such-design'));
        expect(await saved.save(ANA, 'd3' as DesignId, at(10).getTime())).toEqual(ok('no-such-design'));
      });

      it('keeps one row when the same design is saved concurrently', async () => {
        const saved = postgresSavedDesignRepository(database.db);
        await Promise.all([1, 2, 3].map(() => saved.save(ANA, 'd2' as DesignId, at(20).getTime())));
        expect((await saved.list(ANA))._unsafeUnwrap().map((d) => d.id)).toEqual(['d2']);
      });
    });

    describe('SiteSettingsRepository', () => {
      const whole = (brandName: string, analyticsId: string | null) => ({
        currency: 'EUR' as const,
        lang: 'it' as const,
        brandName,
        defaultCountryA2: 'IT' as CountryCode,
        pricesWithDecimals: true,
        isLoginRequiredToAccess: analyticsId !== null,
        analyticsId,
        pushNotificationsId: null,
      });
      const change = (from: string, to: string, day: number) => ({
        field: 'brandName' as const,
        from,
        to,
        administratorId: ANA,
        at: at(day).getTime(),
      });

      it('answers nothing for a store never configured, then what was saved, replacing it on the next save', async () => {
        const settings = postgresSiteSettingsRepository(database.db);
        expect(await settings.overridesOf('WPX-IT')).toEqual(ok({}));
        const first = whole('Estampa Roma', 'G-ABC1234');
        await settings.save('WPX-IT', first, [change('Estampa', 'Estampa Roma', 1)], at(1).getTime());
        expect(await settings.overridesOf('WPX-IT')).toEqual(ok(first));
        const second = whole('Estampa Milano', null);
        await settings.save('WPX-IT', second, [change('Estampa Roma', 'Estampa Milano', 2)], at(2).getTime());
        expect(await settings.overridesOf('WPX-IT')).toEqual(ok(second));
        expect(await settings.overridesOf('WPX-PL')).toEqual(ok({}));
      });

      it('lists the changes of one store newest first with who made them, a page at a time', async () => {
        const settings = postgresSiteSettingsRepository(database.db);
        await settings.save(
          'WPX-FR',
          whole('C', null),
          [change('A', 'B', 3), change('B', 'C', 4), { ...change('C', 'D', 5), administratorId: 'gone' }],
          at(5).getTime(),
        );
        const first = (await settings.changes('WPX-FR', { limit: 2 }))._unsafeUnwrap();
        expect(first.changes.map((line) => [line.from, line.to, line.administratorEmail])).toEqual([
          ['C', 'D', null],
          ['B', 'C', 'ana@example.com'],
        ]);
        expect(first.changes[1]).toMatchObject({ field: 'brandName', administratorId: ANA, at: at(4).getTime() });
        expect(first.next).not.toBeNull();
        const second = (await settings.changes('WPX-FR', { before: first.next!, limit: 2 }))._unsafeUnwrap();
        expect(second.changes.map((line) => line.to)).toEqual(['B']);
        expect(second.next).toBeNull();
        expect((await settings.changes('WPX-DK', { limit: 2 }))._unsafeUnwrap()).toEqual({ changes: [], next: null });
      });

      it('keeps neither the config nor its log lines when the log cannot be written', async () => {
        const settings = postgresSiteSettingsRepository(database.db);
        const refused = await settings.save(
          'WPX-PT',
          whole('Never', null),
          [{ ...change('A', 'B', 6), field: null as never }],
          at(6).getTime(),
        );
        expect(refused._unsafeUnwrapErr()).toMatchObject({ type: 'RepositoryFailure' });
        expect(await settings.overridesOf('WPX-PT')).toEqual(ok({}));
      });

      it('ignores hand-edited keys of the wrong type or value', async () => {
        await database.db.insert(siteSettings).values({
          store: 'WPX-CZ',
          settings: {
            isLoginRequiredToAccess: 'yes',
            analyticsId: 42,
            extra: true,
            currency: 'XXX',
            lang: 'xx',
            brandName: ' ',
            defaultCountryA2: 'cz',
            pricesWithDecimals: 1,
          },
        });
        expect(await postgresSiteSettingsRepository(database.db).overridesOf('WPX-CZ')).toEqual(ok({}));
      });
    });

    describe('outbox mailer', () => {
      it('keeps the mail in the outbox and logs its link for development, not its recipient', async () => {
        const lines: unknown[] = [];
        const mailer = postgresOutboxMailer(database.db, sequenceIds(), (level, fields, msg) =>
          lines.push({ level, fields, msg }),
        );
        const message = { to: 'ana@example.com', subject: 'Hi', text: 'Open https://x/y', link: 'https://x/y' };
        expect(await mailer.send(message)).toEqual(ok(undefined));
        expect(await database.db.select().from(mailOutbox)).toEqual([expect.objectContaining(message)]);
        expect(lines).toEqual([
          {
            level: 'info',
            fields: { mail: { subject: 'Hi' }, developmentLink: 'https://x/y' },
            msg: 'Mail kept in the outbox (SMTP_URL is not set)',
          },
        ]);
      });
    });
  });
}
