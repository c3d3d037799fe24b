import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification, SIGNATURE_HEADER } from '../../../adapters/payments-sandbox/notification-signature.ts';
import { sandboxPaymentGateway } from '../../../adapters/payments-sandbox/sandbox-payment-gateway.ts';
import { ERROR_CODES } from '../../../adapters/server/error-envelope.ts';
import { paymentEvents } from '../../../adapters/postgres/schema/index.ts';
import { cryptoIdGenerator } from '../../../adapters/system/crypto-id-generator.ts';
import { systemClock } from '../../../adapters/system/system-clock.ts';
import { validateIban } from '../../../core/domain/payments/iban.ts';
import type { PaymentMethod } from '../../../core/domain/payments/payment-method.ts';
import type { Cents } from '../../../core/domain/pricing/money.ts';
import type { PaymentGateway, PaymentSession } from '../../../core/shop/payments/payment-gateway.port.ts';
import { insertStoredOrder, readStoredOrder, type StoredOrder } from '../../support/stored-orders.ts';
import { eventually } from '../../support/eventually.ts';
import { notificationJobsOf } from '../../support/payment-notification-jobs.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { buildTestApp, openDemoDatabase, EXT_SESSION_ID } from '../../support/test-app.ts';

const SECRET = 'spec-payments-sandbox-secret-0123456789';
const WEBHOOK = '/api/payments/notifications';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let app: Awaited<ReturnType<typeof buildTestApp>>;
let database: DatabaseHandle;
let gateway: PaymentGateway;

beforeAll(async () => {
  database = await openDemoDatabase();
  app = await buildTestApp({ PAYMENTS_SANDBOX_SECRET: SECRET }, database);
  await app.ready();
  gateway = sandboxPaymentGateway(database.db, cryptoIdGenerator, systemClock);
});
afterAll(() => app.close());

const start = async (order: StoredOrder, method: PaymentMethod = 'CARD'): Promise<PaymentSession> =>
  (
    await gateway.startPayment({
      paymentId: order.paymentId,
      orderPublicId: order.publicId,
      method,
      amount: { amount: 2490 as Cents, currency: 'EUR' },
      returnUrl: '/order-completed',
      locale: 'es-ES',
    })
  )._unsafeUnwrap();

const redirectOf = async (order: StoredOrder) => {
  const session = await start(order);
  if (session.kind !== 'redirect') throw new Error('expected a redirect');
  return session.redirectUrl;
};

const statusOf = async (publicId: string, sessionId = EXT_SESSION_ID) =>
  app.inject({ method: 'GET', url: `/shop-api/v1/payments/${publicId}/status?ext_session_id=${sessionId}` });

const paymentStatusOnceSettled = (publicId: string) =>
  eventually(async () => {
    const data = (await statusOf(publicId)).json().data as { status: string } | undefined;
    return data && data.status !== 'PENDING' ? data : undefined;
  });

const notify = (body: string, signature = signNotification(body, SECRET), contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': contentType, [SIGNATURE_HEADER]: signature },
    payload: body,
  });

const notification = (
  order: StoredOrder,
  result: 'PAID' | 'CANCELED',
  eventId: string,
  changes: Record<string, unknown> = {},
) =>
  JSON.stringify({
    event_id: eventId,
    type: 'payment.result',
    payment_id: order.paymentId,
    provider_reference: 'SpecReference000001',
    order_public_id: order.publicId,
    result,
    amount_minor: 2490,
    currency: 'EUR',
    created_at: new Date().toISOString(),
    ...changes,
  });

describe('the hosted payment page', () => {
  it('shows the amount and the order, two choices and no card field', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const page = await app.inject({ method: 'GET', url: await redirectOf(order) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(order.publicId);
    expect(page.body).toMatch(/24,90\s€/);
    expect(page.body).toContain('>Approve payment</button>');
    expect(page.body).toContain('>Decline payment</button>');
    expect(page.body).not.toMatch(/<input/i);
    expect(page.body).toContain('<html lang="en">');
  });

  it('answers 404 for an unknown or malformed reference', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/payments-sandbox/pay/Unknown0000000000000000' });
    const malformed = await app.inject({ method: 'GET', url: '/payments-sandbox/pay/%3Cscript%3E' });
    expect([unknown.statusCode, malformed.statusCode]).toEqual([404, 404]);
    expect(malformed.body).not.toContain('<script>');
  });
});

describe('approving', () => {
  it('sends the payer back and delivers the notification: payment paid, order still received', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const url = await redirectOf(order);
    const approved = await app.inject({ method: 'POST', url: `${url}/approve`, headers: FORM, payload: '' });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/order-completed?payment=approved&order=${order.publicId}`);
    expect(await paymentStatusOnceSettled(order.publicId)).toEqual({
      order_public_id: order.publicId,
      order_status: 0,
      method: 'CARD',
      kind: 'ONLINE_PREPAID',
      status: 'PAID',
      can_retry: false,
      retry_methods: [],
    });
    const stored = await readStoredOrder(database.db, order);
    expect([stored.status, stored.payment?.status, stored.paymentEvents.length]).toEqual([0, 'PAID', 1]);
  });

  it('keeps the first choice: a second click only sends the payer back, with no second notification', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const url = await redirectOf(order);
    await app.inject({ method: 'POST', url: `${url}/approve`, headers: FORM, payload: '' });
    const again = await app.inject({ method: 'POST', url: `${url}/decline`, headers: FORM, payload: '' });
    expect(again.headers.location).toBe(`/order-completed?payment=approved&order=${order.publicId}`);
    expect(await notificationJobsOf(database, order.paymentId)).toHaveLength(1);
    const page = await app.inject({ method: 'GET', url });
    expect(page.body).toContain('This payment was already approved');
  });

  it('refuses a cross-site form post', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const url = await redirectOf(order);
    const forged = await app.inject({
      method: 'POST',
      url: `${url}/approve`,
      headers: { ...FORM, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: '',
    });
    expect(forged.statusCode).toBe(403);
    expect((await readStoredOrder(database.db, order)).payment?.status).toBe('PENDING');
  });

  it('answers 404 for an unknown reference or choice', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const url = await redirectOf(order);
    const unknown = await app.inject({ method: 'POST', url: '/payments-sandbox/pay/Unknown000000000000/approve' });
    const choice = await app.inject({ method: 'POST', url: `${url}/refund`, headers: FORM, payload: '' });
    expect([unknown.statusCode, choice.statusCode]).toEqual([404, 404]);
  });
});

describe('declining', () => {
  it('cancels the payment and keeps the order for non-payment (4), with a history row', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const url = await redirectOf(order);
    const declined = await app.inject({ method: 'POST', url: `${url}/decline`, headers: FORM, payload: '' });
    expect(declined.headers.location).toBe(`/order-completed?payment=declined&order=${order.publicId}`);
    expect(await paymentStatusOnceSettled(order.publicId)).toMatchObject({
      status: 'CANCELED',
      order_status: 4,
      can_retry: true,
    });
    expect((await readStoredOrder(database.db, order)).history).toEqual([{ status: 4, commercialStatus: 8 }]);
  });
});

describe('deferred methods', () => {
  it('gives transfer instructions to the shop account with the order as reference, and stays pending', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID, method: 'BANK_TRANSFER' });
    const session = await start(order, 'BANK_TRANSFER');
    expect(session).toMatchObject({
      kind: 'instructions',
      instructions: { reference: order.publicId, amount: '24.90' },
    });
    const iban = session.kind === 'instructions' ? (session.instructions.iban ?? '') : '';
    expect(validateIban(iban).isOk()).toBe(true);
    const stored = await readStoredOrder(database.db, order);
    expect([stored.payment?.status, stored.payment?.providerReference]).toEqual(['PENDING', session.providerReference]);
  });

  it('gives a Multibanco entity and a nine-digit reference', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID, method: 'MULTIBANCO' });
    const session = await start(order, 'MULTIBANCO');
    expect(session).toMatchObject({ kind: 'instructions', instructions: { entity: '99999' } });
    expect(session.kind === 'instructions' && session.instructions.reference).toMatch(/^\d{3} \d{3} \d{3}$/);
  });

  it('tells a billing account when it will be charged', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID, method: 'BILLING_ACCOUNT' });
    expect(await start(order, 'BILLING_ACCOUNT')).toMatchObject({
      kind: 'instructions',
      instructions: { method: 'BILLING_ACCOUNT', reference: order.publicId, due_days: '30' },
    });
  });

  it('reports the gateway unavailable for a payment that was never stored', async () => {
    const session = await gateway.startPayment({
      paymentId: 'missing',
      orderPublicId: 'X',
      method: 'CARD',
      amount: { amount: 100 as Cents, currency: 'EUR' },
      returnUrl: '/order-completed',
      locale: 'es-ES',
    });
    expect(session._unsafeUnwrapErr().type).toBe('PaymentGatewayUnavailable');
  });
});

describe('the webhook', () => {
  it('applies one event id once', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const body = notification(order, 'CANCELED', `dup-${order.publicId}`);
    const first = await notify(body);
    const second = await notify(body);
    expect([first.statusCode, first.json().data.outcome]).toEqual([200, 'applied']);
    expect([second.statusCode, second.json().data.outcome]).toEqual([200, 'duplicate']);
    expect((await readStoredOrder(database.db, order)).history).toHaveLength(1);
  });

  it('acknowledges, without applying, a result the rules refuse (paid, then declined)', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    await notify(notification(order, 'PAID', `ok-${order.publicId}`));
    const refused = await notify(notification(order, 'CANCELED', `late-${order.publicId}`));
    expect([refused.statusCode, refused.json().data.outcome]).toEqual([200, 'refused']);
    expect((await readStoredOrder(database.db, order)).payment?.status).toBe('PAID');
  });

  it('refuses a correctly signed PAID notification for another amount, currency or order, and records it', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const other = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const cheap = notification(order, 'PAID', `cheap-${order.publicId}`, { amount_minor: 1, currency: 'USD' });
    const elsewhere = notification(order, 'PAID', `other-${order.publicId}`, { order_public_id: other.publicId });
    const answers = [await notify(cheap), await notify(elsewhere)];
    expect(answers.map((answer) => [answer.statusCode, answer.json().data.outcome])).toEqual([
      [200, 'refused'],
      [200, 'refused'],
    ]);
    expect((await readStoredOrder(database.db, order)).payment?.status).toBe('PENDING');
    const outcomes = await database.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, order.paymentId))
      .orderBy(paymentEvents.outcome);
    expect(outcomes).toEqual([{ outcome: 'MISMATCH amount,currency' }, { outcome: 'MISMATCH order' }]);
  });

  it('refuses a notification written more than three days ago with 400, applying nothing', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const old = new Date(Date.now() - 73 * 60 * 60 * 1000).toISOString();
    const response = await notify(notification(order, 'PAID', `old-${order.publicId}`, { created_at: old }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 4000, message: 'The notification is too old or dated ahead' },
    });
    expect((await readStoredOrder(database.db, order)).payment?.status).toBe('PENDING');
  });

  it('refuses a bad or missing signature with 401', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const body = notification(order, 'PAID', `sig-${order.publicId}`);
    const forged = await notify(body, signNotification(body, 'another-secret-of-32-characters-xx'));
    const missing = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    const truncated = await notify(body, 'sha256=00');
    expect([forged.statusCode, missing.statusCode, truncated.statusCode]).toEqual([401, 401, 401]);
    expect(forged.json()).toMatchObject({ success: false, error: { code: 4001 } });
    expect((await readStoredOrder(database.db, order)).payment?.status).toBe('PENDING');
  });

  it('refuses signed but malformed bodies with 400', async () => {
    const wrongType = JSON.stringify({ event_id: 'x', type: 'payment.result', payment_id: 1, result: 'MAYBE' });
    const responses = await Promise.all([notify('{not json'), notify(wrongType), notify('[]'), notify('')]);
    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(responses[1]?.json().error.message).toContain('payment_id');
  });

  it('refuses other content types and huge bodies with a 4xx envelope', async () => {
    const form = await notify('event_id=x', undefined, 'application/x-www-form-urlencoded');
    const huge = await notify(JSON.stringify({ padding: 'x'.repeat(20_000) }));
    expect([form.statusCode, huge.statusCode]).toEqual([415, 413]);
    expect(huge.json()).toMatchObject({ success: false, error: { code: ERROR_CODES.payloadTooLarge } });
  });

  it('answers 404 for a payment it does not know, so the provider stops retrying it', async () => {
    const body = JSON.parse(notification({ paymentId: 'missing', publicId: 'X' } as StoredOrder, 'PAID', 'unknown-1'));
    const response = await notify(JSON.stringify(body));
    expect([response.statusCode, response.json().error.code]).toEqual([404, 4004]);
  });
});

describe('GET payments/{order_public_id}/status', () => {
  it('answers only the session that placed the order', async () => {
    const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
    const foreign = await statusOf(order.publicId, 'AnotherSession000000000001');
    const unknown = await statusOf('NoSuchOrder');
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(unknown.json());
  });

  it('refuses a malformed public id or a missing ext_session_id with 400', async () => {
    const malformed = await statusOf(`${'x'.repeat(65)}`);
    const symbols = await statusOf('a%20b');
    const noSession = await app.inject({ method: 'GET', url: '/shop-api/v1/payments/ABC/status' });
    expect([malformed.statusCode, symbols.statusCode, noSession.statusCode]).toEqual([400, 400, 400]);
  });
});
