import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { mailOutbox, orderLines } from '../../../adapters/postgres/schema/index.ts';
import { readServerConfig } from '../../../composition-root/server/config.ts';
import { createServerContainer } from '../../../composition-root/server/container.ts';
import { ORDER_LIFECYCLE_MODULES } from '../../../composition-root/server/modules/index.ts';
import { MAIL_TOKENS } from '../../../composition-root/server/modules/mail.module.ts';
import { PAYMENTS_TOKENS, type OrderLifecycle } from '../../../composition-root/server/modules/payments.module.ts';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import { insertStoredOrder } from '../../support/stored-orders.ts';
import { buildTestApp, openDemoDatabase, SPEC_AUTH_SECRET } from '../../support/test-app.ts';

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
    // The back office's lifecycle as `npm run shop -- orders advance` wires it, beside the running shop.
    const config = readServerConfig(ENV)._unsafeUnwrap();
    lifecycle = createServerContainer(config, database, ORDER_LIFECYCLE_MODULES).get(PAYMENTS_TOKENS.orderLifecycle);
    await storedOrder('ESINV0001', ORDER_STATUS.SHIPPED);
  });
  afterAll(() => app.close());

  it('mails the shopper once, in the store’s language, a link on the configured origin that opens the review form without signing in', async () => {
    expect(await mailsAbout('ESINV0001')).toEqual([]);
    const delivered = await lifecycle.advanceOrder('ESINV0001', ORDER_STATUS.DELIVERED);
    expect(delivered.isOk()).toBe(true);

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
    await storedOrder('ESINV0002', ORDER_STATUS.PACKED);
    const shipped = await lifecycle.advanceOrder('ESINV0002', ORDER_STATUS.SHIPPED);
    expect(shipped.isOk()).toBe(true);
    expect(await mailsAbout('ESINV0002')).toEqual([]);
  });

  it('keeps the invitation in the mail queue when the mail server cannot be reached, to be tried again', async () => {
    // Nothing listens on port 1: every try fails at once, as with a mail server that is down.
    const config = readServerConfig({ ...ENV, SMTP_URL: 'smtp://127.0.0.1:1' })._unsafeUnwrap();
    const container = createServerContainer(config, database, ORDER_LIFECYCLE_MODULES);
    await storedOrder('ESINV0003', ORDER_STATUS.SHIPPED);
    expect(
      (await container.get(PAYMENTS_TOKENS.orderLifecycle).advanceOrder('ESINV0003', ORDER_STATUS.DELIVERED)).isOk(),
    ).toBe(true);
    const [queued] = await mailsAbout('ESINV0003');
    expect(queued).toMatchObject({ sentAt: null, attempts: 0, abandonedAt: null });
    expect(queued?.nextAttemptAt).toBeInstanceOf(Date);

    expect(await container.get(MAIL_TOKENS.queue).runOnce()).toBeGreaterThanOrEqual(1);
    const [tried] = await mailsAbout('ESINV0003');
    expect(tried).toMatchObject({ sentAt: null, attempts: 1, abandonedAt: null });
    expect(tried?.lastError).toMatch(/ECONNREFUSED/);
    expect(tried!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
