import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';
import type { MailMessage } from '../../../../core/shop/mail/mailer.port.ts';
import {
  mailOrderShipped,
  type ShippedOrders,
} from '../../../../core/shop/order-lifecycle/mail-order-shipped.use-case.ts';
import { orderShippedMail, type ShippedOrder } from '../../../../core/shop/order-lifecycle/order-shipped-mail.ts';
import { shipOrder } from '../../../../core/shop/order-lifecycle/ship-order.use-case.ts';
import { advanceShipment } from '../../../../core/shop/order-lifecycle/advance-shipment.use-case.ts';
import { staticBrandNames } from '../../../support/brand-names.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryOrderLedger } from '../../../support/in-memory-order-ledger.ts';
import { anOrder } from '../../../support/orders-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const clock = fixedClock('2026-03-02T09:30:00Z');
const AT = clock.now();

const setUp = () => {
  const fake = inMemoryOrderLedger();
  const deps = { orders: fake.ledger, ids: sequenceIds(), clock };
  return { fake, ship: shipOrder(deps), track: advanceShipment(deps) };
};

const packed = anOrder({ status: ORDER_STATUS.PACKED });

describe('shipping an order', () => {
  it('marks it shipped, sets its parcel on its route with the carrier and number, and queues its mail', async () => {
    const { fake, ship } = setUp();
    fake.add({ publicId: 'S1', state: packed, deliveryMethod: 'PICKPOINT' });
    const shipped = await ship('S1', { carrier: 'CORREOS', trackingNumber: 'pq4f6p0701234560128001d' });
    expect(shipped._unsafeUnwrap().change).toMatchObject({ state: { status: ORDER_STATUS.SHIPPED }, at: AT });
    expect(fake.order('S1')?.shipment).toMatchObject({
      carrier: 'CORREOS',
      trackingNumber: 'PQ4F6P0701234560128001D',
      events: [{ state: 'ON_ROUTE', at: AT, note: null }],
    });
    expect(fake.order('S1')?.jobs).toEqual([{ name: 'order-shipped-mail', publicId: 'S1' }]);
  });

  it('refuses a missing or mistyped number before touching the order', async () => {
    const { fake, ship } = setUp();
    fake.add({ publicId: 'S2', state: packed, deliveryMethod: 'ADDRESS' });
    expect(await ship('S2', { carrier: 'UPS', trackingNumber: '' })).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'trackingNumber', problem: 'Required' }] }),
    );
    expect(await ship('S2', { carrier: 'UPS', trackingNumber: '1Z999AA10123456785' })).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'trackingNumber', problem: 'TrackingNumberFormat' }] }),
    );
    expect(fake.order('S2')?.state.status).toBe(ORDER_STATUS.PACKED);
    expect(fake.order('S2')?.jobs).toEqual([]);
  });

  it('refuses an order not packed yet, and one handed over at the factory', async () => {
    const { fake, ship } = setUp();
    fake.add({ publicId: 'S3', state: anOrder({ status: ORDER_STATUS.IN_PRODUCTION }), deliveryMethod: 'ADDRESS' });
    expect(await ship('S3', { carrier: 'GLS', trackingNumber: '12345678901' })).toEqual(
      err({ type: 'IllegalOrderTransition', from: ORDER_STATUS.IN_PRODUCTION, to: ORDER_STATUS.SHIPPED }),
    );
    fake.add({ publicId: 'S4', state: packed, deliveryMethod: 'FACTORY_PICKUP' });
    expect(await ship('S4', { carrier: 'GLS', trackingNumber: '12345678901' })).toEqual(
      err({ type: 'IllegalTrackingTransition', from: 'PROCESSING', to: 'ON_ROUTE' }),
    );
    fake.add({ publicId: 'S5', state: packed });
    expect(await ship('S5', { carrier: 'GLS', trackingNumber: '12345678901' })).toEqual(
      err({ type: 'ShipmentNotFound', publicId: 'S5' }),
    );
    expect(await ship('nope', { carrier: 'GLS', trackingNumber: '12345678901' })).toEqual(
      err({ type: 'OrderNotFound' }),
    );
  });

  it('ships again after a failed delivery with the new number, the parcel staying on its route', async () => {
    const { fake, ship, track } = setUp();
    fake.add({ publicId: 'S6', state: packed, deliveryMethod: 'ADDRESS' });
    await ship('S6', { carrier: 'GLS', trackingNumber: '12345678901' });
    fake.order('S6')!.state = anOrder({ status: ORDER_STATUS.NOT_DELIVERED });
    expect((await ship('S6', { carrier: 'DHL_PARCEL', trackingNumber: '003404341234' })).isOk()).toBe(true);
    expect(fake.order('S6')?.shipment).toMatchObject({ carrier: 'DHL_PARCEL', trackingNumber: '003404341234' });
    expect(fake.order('S6')?.shipment?.events.map((event) => event.state)).toEqual(['ON_ROUTE']);
    expect((await track('S6', 'ON_DELIVERY', null)).isOk()).toBe(true);
  });
});

const ANA: ShippedOrder & { readonly store: 'WPX-ES' } = {
  store: 'WPX-ES',
  publicId: 'ES-ABCD1234',
  email: 'ana@example.es',
  firstName: 'Ana',
  locale: 'es',
  carrier: 'CORREOS',
  trackingNumber: 'PQ4F6P0701234560128001D',
};

/** The order's store's own site. */
const SITE = 'https://tienda.example';

const LINK =
  'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4F6P0701234560128001D';

describe('the "on its way" mail', () => {
  it("names the carrier and links the number to the carrier's tracking page, in the order's language", () => {
    const mail = orderShippedMail(ANA, 'Foticos', SITE);
    expect(mail).toMatchObject({
      to: 'ana@example.es',
      subject: 'Tu pedido ES-ABCD1234 en Foticos está en camino',
      link: LINK,
      // On the store's own host, as every event mail of the store, never the carrier's.
      messageId: '<order-shipped.ES-ABCD1234.PQ4F6P0701234560128001D@tienda.example>',
    });
    expect(mail.text).toContain('Tu pedido ES-ABCD1234 está en camino con Correos.');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK.replaceAll('&', '&amp;')}"`);
    expect(mail.headers).toMatchObject({ 'Auto-Submitted': 'auto-generated' });
  });

  it.each(LOCALES)('is written in %s with the number and link', (locale) => {
    const mail = orderShippedMail({ ...ANA, locale }, 'Foticos', SITE);
    expect(mail.subject).toContain('ES-ABCD1234');
    expect(mail.text).toContain('PQ4F6P0701234560128001D');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('Foticos');
  });

  it('differs in every language', () => {
    expect(new Set(LOCALES.map((locale) => orderShippedMail({ ...ANA, locale }, 'F', SITE).subject)).size).toBe(
      LOCALES.length,
    );
  });
});

describe('mailing a shipped order', () => {
  const orders = (order: ShippedOrder | undefined): ShippedOrders => ({
    shipped: () => okAsync(order === undefined ? undefined : { ...order, store: 'WPX-ES' }),
  });

  it('sends the mail through the mail server once read', async () => {
    const sent: MailMessage[] = [];
    const job = mailOrderShipped({
      orders: orders(ANA),
      mailer: { send: (message) => (sent.push(message), okAsync(undefined)) },
      brandNames: staticBrandNames,
      siteUrls: () => SITE,
    });
    expect(await job({ publicId: 'ES-ABCD1234' })).toEqual(ok(undefined));
    expect(sent.map((mail) => [mail.link, mail.messageId])).toEqual([
      [LINK, '<order-shipped.ES-ABCD1234.PQ4F6P0701234560128001D@tienda.example>'],
    ]);
  });

  it('sends nothing for an order no longer shipped, and fails the try when the mail server refuses', async () => {
    const sent: MailMessage[] = [];
    const quiet = mailOrderShipped({
      orders: orders(undefined),
      mailer: { send: (message) => (sent.push(message), okAsync(undefined)) },
      brandNames: staticBrandNames,
      siteUrls: () => SITE,
    });
    expect(await quiet({ publicId: 'gone' })).toEqual(ok(undefined));
    expect(sent).toEqual([]);
    const refused = mailOrderShipped({
      orders: orders(ANA),
      mailer: { send: () => errAsync({ type: 'MailNotSent', cause: 'SMTP down' }) },
      brandNames: staticBrandNames,
      siteUrls: () => SITE,
    });
    expect((await refused({ publicId: 'ES-ABCD1234' }))._unsafeUnwrapErr()).toMatchObject({ cause: 'SMTP down' });
  });
});
