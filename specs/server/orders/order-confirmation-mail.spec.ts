import { generateKeyPairSync } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { mailOutbox, sentMails } from '../../../adapters/postgres/schema/index.ts';
import { eventually } from '../../support/eventually.ts';
import type { PlacedOrderWire } from '../../../adapters/shop-api-contract/orders.codec.ts';
import { demoPickupPoints } from '../../../adapters/postgres/seeds/shipping.seed.ts';
import { localizedOpeningHours } from '../../../core/domain/shipments/opening-hours.ts';
import {
  completeCheckoutSteps,
  dataOf,
  insertCartFixtures,
  sessionIdFor,
  shopper,
} from '../../support/shop-orders-fixture.ts';
import { buildTestApp, openDemoDatabase } from '../../support/test-app.ts';
import { queuedJobs, retryDueNow } from '../../support/queued-jobs.ts';
import { startSmtpTestServer } from '../../support/smtp-test-server.ts';

/** The developer's outbox mails whose subject names the order. */
const outboxMailsAbout = (database: DatabaseHandle, publicId: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${publicId}%`));

describe('Shop API: the order confirmation mail', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({ PUBLIC_URL: 'https://shop.example' }, database);
    await insertCartFixtures(database.db);
  });
  afterAll(() => app.close());

  it('mails the shopper the placed order with its pickup point, linked on the configured origin', async () => {
    const who = shopper(app, sessionIdFor('order-mail'));
    await who.post('/cart/lines', { article_id: '9001', quantity: '2' });
    await completeCheckoutSteps(who, { mode: 'PICKPOINT', carrier: 'CORREOS', pickup_point_id: 'CORREOS-ES-01' });
    const total = dataOf<{ total: { amount: number } }>(await who.get('/cart')).total.amount;
    const response = await who.post(
      '/orders',
      { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(total) },
      { 'idempotency-key': 'order-mail-key-0001', host: 'attacker.example' },
    );
    expect(response.statusCode).toBe(201);
    const { public_id: publicId } = dataOf<PlacedOrderWire>(response);

    // The mail goes out beside the answer: wait for it as the shopper's inbox would.
    const mails = await eventually(async () => {
      const sent = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ana@example.es'));
      return sent.length > 0 ? sent : undefined;
    });
    expect(mails.map((mail) => mail.subject)).toEqual([`Tu pedido ${publicId} en Estampa`]);
    const [mail] = mails;
    const point = demoPickupPoints().find((seeded) => seeded.id === 'CORREOS-ES-01');
    expect(mail?.text).toContain(
      [
        'Recoge tu paquete en:',
        point?.name,
        point?.street,
        `${point?.postalCode} ${point?.city}`,
        `Horario: ${localizedOpeningHours(point?.openingHours ?? '', 'es-ES')}`,
        `Teléfono: ${point?.phone ?? ''}`,
      ].join('\n'),
    );
    expect(mail?.text).toContain(`2 × Taza de prueba: 25\u00a0€`);
    expect(mail?.link).toBe(`https://shop.example/tracking/${publicId}?shipment_postal_code=28013&shipment_country=ES`);
    // Noted by its Message-ID once sent, for the desk's timeline.
    const noted = await eventually(async () => {
      const rows = await database.db
        .select()
        .from(sentMails)
        .where(eq(sentMails.messageId, `<order-confirmation.${publicId}@shop.example>`));
      return rows.length > 0 ? rows : undefined;
    });
    expect(noted).toHaveLength(1);
  });

  /** A shopper's order with a full checkout, under its own session and key. */
  const placeAnOrder = async (name: string) => {
    const who = shopper(app, sessionIdFor(name));
    await who.post('/cart/lines', { article_id: '9001', quantity: '1' });
    await completeCheckoutSteps(who);
    const total = dataOf<{ total: { amount: number } }>(await who.get('/cart')).total.amount;
    return who.post(
      '/orders',
      { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(total) },
      { 'idempotency-key': `${name}-key-0001` },
    );
  };
  const mailsAbout = (publicId: string) => outboxMailsAbout(database, publicId);

  it('keeps the mail queued while it cannot be written, and sends it once on a later try', async () => {
    await database.executeSql(`
      CREATE FUNCTION spec_mail_down() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'mail store down'; END $$;
      CREATE TRIGGER spec_mail_down BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION spec_mail_down();`);
    const response = await placeAnOrder('order-mail-down');
    expect(response.statusCode).toBe(201);
    const { public_id: publicId } = dataOf<PlacedOrderWire>(response);

    const [job] = await eventually(async () => {
      const jobs = await queuedJobs(database, 'order-confirmation-mail', publicId);
      return jobs[0]?.state === 'retry' ? jobs : undefined;
    });
    expect(await mailsAbout(publicId)).toEqual([]);

    await database.executeSql('DROP TRIGGER spec_mail_down ON mail_outbox; DROP FUNCTION spec_mail_down();');
    await retryDueNow(database, job!.id);
    await eventually(async () =>
      (await queuedJobs(database, 'order-confirmation-mail', publicId))[0]?.state === 'completed' ? true : undefined,
    );
    expect((await mailsAbout(publicId)).map((mail) => mail.subject)).toEqual([`Tu pedido ${publicId} en Estampa`]);
  });

  it('queues no mail for an order whose transaction rolls back', async () => {
    const before = await queuedJobs(database, 'order-confirmation-mail');
    // The order's transaction fails at its very end, after the mail was queued in it.
    await database.executeSql(`
      CREATE FUNCTION spec_refuse_order() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused at commit'; END $$;
      CREATE CONSTRAINT TRIGGER spec_refuse_order AFTER INSERT ON orders DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION spec_refuse_order();`);
    const response = await placeAnOrder('order-rolled-back');
    await database.executeSql('DROP TRIGGER spec_refuse_order ON orders; DROP FUNCTION spec_refuse_order();');
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(await queuedJobs(database, 'order-confirmation-mail')).toEqual(before);
  });
});

/** The shop's DKIM key, configured as an operator would; its public half is the selector's TXT record. */
const DKIM_KEYS = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DKIM_ENV = {
  DKIM_PRIVATE_KEY: DKIM_KEYS.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  DKIM_SELECTOR: 'shop2026',
};

/** The DNS of the sender's domain (SMTP_URL's from, estampa.example) as a receiver reads it: the selector's record. */
const dkimDns = async (name: string, rrtype: string): Promise<string[][]> => {
  if (rrtype === 'TXT' && name === 'shop2026._domainkey.estampa.example') {
    return [[`v=DKIM1; k=rsa; p=${DKIM_KEYS.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`]];
  }
  throw Object.assign(new Error(`no ${rrtype} record for ${name}`), { code: 'ENOTFOUND' });
};

describe('Shop API: the order confirmation through a real SMTP server', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    database = await openDemoDatabase();
    app = await buildTestApp({ PUBLIC_URL: 'https://shop.example', SMTP_URL: smtp.url, ...DKIM_ENV }, database);
    await insertCartFixtures(database.db);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('reaches the shopper once: the confirmation job passes it to one `mail` job, which the server takes', async () => {
    const who = shopper(app, sessionIdFor('order-mail-smtp'));
    await who.post('/cart/lines', { article_id: '9001', quantity: '1' });
    await completeCheckoutSteps(who);
    const total = dataOf<{ total: { amount: number } }>(await who.get('/cart')).total.amount;
    const response = await who.post(
      '/orders',
      { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(total) },
      { 'idempotency-key': 'order-mail-smtp-key-0001' },
    );
    expect(response.statusCode).toBe(201);
    const { public_id: publicId } = dataOf<PlacedOrderWire>(response);

    const [mailJob] = await eventually(async () => {
      const jobs = await queuedJobs(database, 'mail', publicId);
      return jobs[0]?.state === 'completed' ? jobs : undefined;
    });
    expect(mailJob).toMatchObject({ retryCount: 0 });
    expect(await queuedJobs(database, 'mail', publicId)).toHaveLength(1);
    expect(await queuedJobs(database, 'order-confirmation-mail', publicId)).toMatchObject([{ state: 'completed' }]);
    const subjects = await Promise.all(smtp.received.map(async ({ raw }) => (await simpleParser(raw)).subject ?? ''));
    expect(subjects.filter((subject) => subject.includes(publicId))).toEqual([`Tu pedido ${publicId} en Estampa`]);
    // Sent by SMTP only: the developer's outbox stays empty.
    expect(await outboxMailsAbout(database, publicId)).toEqual([]);

    // As the receiver gets it: a text and an HTML part, signed with the configured key for the sender's domain.
    const raw = smtp.received[subjects.findIndex((subject) => subject.includes(publicId))]!.raw;
    const mail = await simpleParser(raw);
    expect(mail.text).toContain(publicId);
    expect(mail.html).toContain('<html lang="es"');
    const { results } = await dkimVerify(raw, { resolver: dkimDns });
    expect(results.map((result) => [result.signingDomain, result.status.result])).toEqual([
      ['estampa.example', 'pass'],
    ]);
  });
});
