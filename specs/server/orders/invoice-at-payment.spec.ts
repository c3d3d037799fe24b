import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signNotification, SIGNATURE_HEADER } from '../../../adapters/payments-sandbox/notification-signature.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { invoices, mailOutbox, orders } from '../../../adapters/postgres/schema/index.ts';
import { ERROR_CODES } from '../../../adapters/server/error-envelope.ts';
import { sealedInvoiceLinkTokens } from '../../../adapters/system/sealed-invoice-link-tokens.ts';
import { sealedReviewLinkTokens } from '../../../adapters/system/sealed-review-link-tokens.ts';
import { deriveSecret } from '../../../adapters/system/hmac-newsletter-tokens.ts';
import { eventually } from '../../support/eventually.ts';
import { queuedJobs } from '../../support/queued-jobs.ts';
import { insertStoredOrder, type StoredOrder } from '../../support/stored-orders.ts';
import { buildTestApp, openDemoDatabase, SPEC_AUTH_SECRET } from '../../support/test-app.ts';

const SECRET = 'spec-payments-sandbox-secret-0123456789';
const tokens = sealedInvoiceLinkTokens(deriveSecret(SPEC_AUTH_SECRET, 'invoice-links'));

let app: Awaited<ReturnType<typeof buildTestApp>>;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDemoDatabase();
  app = await buildTestApp({ PAYMENTS_SANDBOX_SECRET: SECRET, PUBLIC_URL: 'https://shop.example' }, database);
  await app.ready();
});
afterAll(() => app.close());

/** A guest's order as the checkout writes it: the buyer's contact and billing address are what the invoice prints. */
const aGuestOrder = async () => {
  const order = await insertStoredOrder(database.db, { customerId: null });
  await database.db
    .update(orders)
    .set({
      contact: {
        customerType: 'PERSON',
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'García',
        phone: '+34600123456',
      },
      billingAddress: { line1: 'Calle Mayor 1', line2: null, postalCode: '28013', city: 'Madrid', country: 'ES' },
    })
    .where(eq(orders.id, order.orderId));
  return order;
};

/** The provider tells the shop the guest's payment went through. */
const paid = async (order: StoredOrder) => {
  const body = JSON.stringify({
    event_id: `evt-${order.publicId}`,
    type: 'payment.result',
    payment_id: order.paymentId,
    provider_reference: 'SpecReference000001',
    order_public_id: order.publicId,
    result: 'PAID',
    amount_minor: 2490,
    currency: 'EUR',
    created_at: new Date().toISOString(),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/notifications',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(body, SECRET) },
    payload: body,
  });
  expect(response.statusCode).toBeLessThan(300);
};

const download = (publicId: string, token: string) =>
  app.inject({ method: 'GET', url: `/orders/${publicId}/invoice?token=${encodeURIComponent(token)}` });

describe("a guest's invoice, issued when the payment is confirmed", () => {
  it('is numbered with the payment, drawn by its job, and mailed to the guest with a signed link that downloads it', async () => {
    const order = await aGuestOrder();
    await paid(order);
    const [issued] = await database.db.select().from(invoices).where(eq(invoices.orderId, order.orderId));
    expect(issued?.number).toMatch(/^WPX-ES-\d{4}-\d{6}$/);
    expect(issued?.customerId).toBe('');

    await eventually(async () =>
      (await queuedJobs(database, 'invoice-pdf', issued?.number))[0]?.state === 'completed' ? true : undefined,
    );
    const [mail] = await eventually(async () => {
      const sent = await database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${order.publicId}%`));
      return sent.length > 0 ? sent : undefined;
    });
    expect(mail?.subject).toBe(`Hemos recibido el pago de tu pedido ${order.publicId} en Estampa`);
    expect(mail?.to).toBe('ana@example.com');
    const link = new URL(mail?.link ?? '');
    expect(link.origin + link.pathname).toBe(`https://shop.example/orders/${order.publicId}/invoice`);

    const response = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${issued?.number ?? ''}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers a forged, tampered or foreign link 404 and an expired one 403, with the error envelope', async () => {
    const order = await aGuestOrder();
    await paid(order);
    const other = await insertStoredOrder(database.db, { customerId: null });
    const inAYear = Date.now() + 365 * 86_400_000;
    const genuine = tokens.sign({ orderPublicId: order.publicId, expiresAt: inAYear });
    const refusals = [
      download(order.publicId, 'forged.token'),
      download(order.publicId, `${genuine.slice(0, -2)}AA`),
      download(order.publicId, tokens.sign({ orderPublicId: other.publicId, expiresAt: inAYear })),
      // A review link's token is signed for reviews: it opens no invoice.
      download(
        order.publicId,
        sealedReviewLinkTokens(deriveSecret(SPEC_AUTH_SECRET, 'invoice-links')).sign({
          orderPublicId: order.publicId,
          expiresAt: inAYear,
        }),
      ),
      // Signed rightly for an order never paid: there is no invoice behind it.
      download(other.publicId, tokens.sign({ orderPublicId: other.publicId, expiresAt: inAYear })),
    ];
    for (const refused of await Promise.all(refusals)) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, error: { code: ERROR_CODES.notFound } });
    }
    const expired = await download(
      order.publicId,
      tokens.sign({ orderPublicId: order.publicId, expiresAt: Date.now() - 1 }),
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ success: false, error: { code: ERROR_CODES.forbidden } });
    const missing = await app.inject({ method: 'GET', url: `/orders/${order.publicId}/invoice` });
    expect(missing.statusCode).toBe(400);
    expect((await download(order.publicId, genuine)).statusCode).toBe(200);
  });
});
