import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { mailOutbox, orderLines } from '../../../adapters/postgres/schema/index.ts';
import { readServerConfig } from '../../../composition-root/server/config.ts';
import { createServerContainer } from '../../../composition-root/server/container.ts';
import { ORDER_LIFECYCLE_MODULES } from '../../../composition-root/server/modules/index.ts';
import { PAYMENTS_TOKENS, type OrderLifecycle } from '../../../composition-root/server/modules/payments.module.ts';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import { eventually } from '../../support/eventually.ts';
import { queuedJobs } from '../../support/queued-jobs.ts';
import { insertStoredOrder } from '../../support/stored-orders.ts';
import { startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { buildTestApp, openDemoDatabase, SPEC_AUTH_SECRET } from '../../support/test-app.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

const ENV = { PUBLIC_URL: 'https://shop.example', AUTH_SECRET: SPEC_AUTH_SECRET, LOG_LEVEL: 'silent' };

describe('The delivered order’s review invitation', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let lifecycle: OrderLifecycle;
  const mailsAbout = (publicId: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${publicId}%`));
  /** A paid order in `status` with two lines, as the shop stores one. */
  const storedOrder = async (publicId: string, status: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]) => {
    const order = await insertStoredOrder(database.db, { publicId, status, paymentStatus: 'PAID' });
    await database.db.insert(orderLines).values(
      [101, 103].map((articleId, n) => ({
        id: `${publicId}-line-${n + 1}`,
        orderId: order.orderId,
        articleId,
        name: `Article ${articleId}`,
        quantity: 1,
        unitPriceMinor: 1245,
      })),
    );
  };

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp(ENV, database);
    await app.ready();
    // The back office's lifecycle as `npm run shop -- orders advance` wires it, beside the running shop.
    const config = readServerConfig({ ...ENV, SHOP_ROLE: 'web', DATABASE_URL: 'postgres://unused' })._unsafeUnwrap();
    lifecycle = createServerContainer(config, database, ORDER_LIFECYCLE_MODULES).get(PAYMENTS_TOKENS.orderLifecycle);
    await storedOrder('ESINV0001', ORDER_STATUS.SHIPPED);
  });
  afterAll(() => app.close());
  const invitationDone = (publicId: string) =>
    eventually(async () => {
      const jobs = await queuedJobs(database, 'review-invitation', publicId);
      return jobs[0]?.state === 'completed' ? jobs : undefined;
    });

  it('mails the shopper once, in the store’s language, a link on the configured origin that opens the review form without signing in', async () => {
    expect(await mailsAbout('ESINV0001')).toEqual([]);
    const delivered = await lifecycle.advanceOrder('ESINV0001', ORDER_STATUS.DELIVERED);
    expect(delivered.isOk()).toBe(true);

    // The delivery queued the invitation with itself; the shop's worker sends it.
    await invitationDone('ESINV0001');
    const mails = await mailsAbout('ESINV0001');
    expect(mails.map((mail) => mail.subject)).toEqual(['Tu pedido ESINV0001 en Estampa ha sido entregado']);
    const [mail] = mails;
    const link = new URL(mail?.link ?? '');
    expect(link.origin).toBe('https://shop.example');
    expect(link.pathname).toBe('/reviews');
    expect(link.searchParams.get('order')).toBe('ESINV0001');
    expect(mail?.text).toContain(`Hola Ana:`);
    expect(mail?.text).toContain(`escribe una opinión aquí.\n${mail?.link}`);

    // The link alone, with no session or cookie, opens the order's review form with its lines.
    const page = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Article 101');
    expect(page.body).toContain('Article 103');
    expect(page.body).toMatch(/<form[^>]*>/);

    // The transition retried is refused (delivered is final) and mails nothing more.
    const again = await lifecycle.advanceOrder('ESINV0001', ORDER_STATUS.DELIVERED);
    expect(again._unsafeUnwrapErr()).toEqual({
      type: 'IllegalOrderTransition',
      from: ORDER_STATUS.DELIVERED,
      to: ORDER_STATUS.DELIVERED,
    });
    expect(await mailsAbout('ESINV0001')).toHaveLength(1);
  });

  it('mails nothing for a change that does not deliver the order', async () => {
    await storedOrder('ESINV0002', ORDER_STATUS.PRODUCTION_FINISHED);
    const packed = await lifecycle.advanceOrder('ESINV0002', ORDER_STATUS.PACKED);
    expect(packed.isOk()).toBe(true);
    expect(await queuedJobs(database, 'review-invitation', 'ESINV0002')).toEqual([]);
    expect(await mailsAbout('ESINV0002')).toEqual([]);
  });
});

for (const engine of TEST_ENGINES) {
  describe(`The review invitation queued with the delivery, through a real SMTP server (${engine.name})`, () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
    let lifecycle: OrderLifecycle;
    beforeAll(async () => {
      smtp = await startSmtpTestServer();
      database = await openTestDatabase(engine);
      const env = { ...ENV, SMTP_URL: smtp.url };
      app = await buildTestApp(env, database);
      await app.ready();
      // As `npm run shop -- orders advance` wires it: a web instance's lifecycle, queueing what the shop runs.
      const config = readServerConfig({ ...env, SHOP_ROLE: 'web', DATABASE_URL: 'postgres://unused' })._unsafeUnwrap();
      lifecycle = createServerContainer(config, database, ORDER_LIFECYCLE_MODULES).get(PAYMENTS_TOKENS.orderLifecycle);
    });
    afterAll(async () => {
      await app.close();
      await smtp.close();
    });

    const invitationsReceivedFor = async (publicId: string) =>
      (await Promise.all(smtp.received.map(async ({ raw }) => (await simpleParser(raw)).subject ?? ''))).filter(
        (subject) => subject.includes(publicId),
      );

    it('a delivered order gets exactly one invitation', async () => {
      await insertStoredOrder(database.db, {
        publicId: 'ESINV0101',
        status: ORDER_STATUS.SHIPPED,
        paymentStatus: 'PAID',
      });
      expect((await lifecycle.advanceOrder('ESINV0101', ORDER_STATUS.DELIVERED)).isOk()).toBe(true);

      const [job] = await eventually(async () => {
        const jobs = await queuedJobs(database, 'review-invitation', 'ESINV0101');
        return jobs[0]?.state === 'completed' ? jobs : undefined;
      });
      expect(job).toMatchObject({ data: { publicId: 'ESINV0101' }, retryCount: 0 });
      expect(await queuedJobs(database, 'review-invitation', 'ESINV0101')).toHaveLength(1);
      expect(await invitationsReceivedFor('ESINV0101')).toEqual(['Tu pedido ESINV0101 en Estampa ha sido entregado']);
      expect(smtp.received.find((mail) => mail.raw.includes('ESINV0101'))?.to).toEqual(['ana@example.com']);
    });

    it('a delivery that rolls back queues no invitation and sends none', async () => {
      await insertStoredOrder(database.db, {
        publicId: 'ESINV0102',
        status: ORDER_STATUS.SHIPPED,
        paymentStatus: 'PAID',
      });
      // The delivery's transaction fails at its very end, after the invitation was queued in it.
      await database.executeSql(`
        CREATE FUNCTION spec_refuse_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'refused at commit'; END $$;
        CREATE CONSTRAINT TRIGGER spec_refuse_delivery AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED
          FOR EACH ROW EXECUTE FUNCTION spec_refuse_delivery();`);
      const refused = await lifecycle.advanceOrder('ESINV0102', ORDER_STATUS.DELIVERED);
      await database.executeSql('DROP TRIGGER spec_refuse_delivery ON orders; DROP FUNCTION spec_refuse_delivery();');
      expect(refused._unsafeUnwrapErr()).toMatchObject({ type: 'RepositoryFailure' });

      expect(await queuedJobs(database, 'review-invitation', 'ESINV0102')).toEqual([]);
      // A later delivery of another order is sent: had ESINV0102's been queued, it would have gone out before it.
      await insertStoredOrder(database.db, {
        publicId: 'ESINV0103',
        status: ORDER_STATUS.SHIPPED,
        paymentStatus: 'PAID',
      });
      expect((await lifecycle.advanceOrder('ESINV0103', ORDER_STATUS.DELIVERED)).isOk()).toBe(true);
      await eventually(async () => ((await invitationsReceivedFor('ESINV0103')).length > 0 ? true : undefined));
      expect(await invitationsReceivedFor('ESINV0102')).toEqual([]);
    });
  });
}
