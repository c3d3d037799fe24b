import fc from 'fast-check';
import { err, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { validateIban, type Iban } from '../../../../core/domain/payments/iban.ts';
import type { SessionId } from '../../../../core/domain/session/session-id.ts';
import { maskIban } from '../../../../core/shop/orders/mask-iban.ts';
import {
  cartLineUnavailable,
  orderNotFound,
  priceChanged,
  shipmentNotAvailable,
  userRequiredActionNotFound,
} from '../../../../core/shop/orders/order-errors.ts';
import { newOrderPublicId, normaliseOrderPublicId } from '../../../../core/shop/orders/order-public-id.ts';
import { orderSummary } from '../../../../core/shop/orders/order-summary.use-case.ts';
import { commercialStatusName } from '../../../../core/shop/orders/status-names.ts';
import { submitRefundData } from '../../../../core/shop/orders/submit-refund-data.use-case.ts';
import { trackOrder } from '../../../../core/shop/orders/track-order.use-case.ts';
import { aCustomer, aGuest, euros } from '../../../support/carts-mother.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryOrders } from '../../../support/in-memory-orders.ts';
import { aNewOrder } from '../../../support/orders-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const GUEST_SESSION = 'GuestSession000000001' as SessionId;

const withOrder = (order = aNewOrder()) => {
  const orders = inMemoryOrders((cartId) => (cartId === 'cart-1' ? GUEST_SESSION : null));
  void orders.repository.insert(order);
  return orders;
};

describe('order public ids', () => {
  it("is the store's country and eight upper-case letters or digits", () => {
    expect(newOrderPublicId('ES' as never, sequenceIds())).toBe('ES-ID1XXXXX');
  });

  it('reads a typed id in any case and with blanks', () => {
    expect(normaliseOrderPublicId(' es-abcd1234 ')).toBe('ES-ABCD1234');
  });
});

describe('maskIban', () => {
  it('shows only the country and the last four characters', () => {
    expect(maskIban('ES9121000418450200051332' as Iban)).toBe('ES** **** **** **** **** 1332');
  });

  it('never shows the digits in between, for any valid IBAN', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{20}$/), (digits) => {
        const candidate = `ES00${digits}`;
        const remainder = [...`${digits}142800`].reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
        const iban = validateIban(`ES${String(98 - remainder).padStart(2, '0')}${digits}`)._unsafeUnwrap();
        const masked = maskIban(iban);
        expect(masked.replace(/ /g, '')).toHaveLength(candidate.length);
        expect(masked.slice(0, 2)).toBe('ES');
        expect(masked.replace(/ /g, '').slice(2, -4)).toMatch(/^\*+$/);
      }),
    );
  });
});

describe('order errors and names', () => {
  it('have their domain words', () => {
    expect(
      [
        orderNotFound(),
        priceChanged(euros(1)),
        cartLineUnavailable('l' as never),
        shipmentNotAvailable(),
        userRequiredActionNotFound(),
      ].map((e) => e.type),
    ).toEqual([
      'OrderNotFound',
      'PriceChanged',
      'CartLineUnavailable',
      'ShipmentNotAvailable',
      'UserRequiredActionNotFound',
    ]);
    expect([commercialStatusName(8), commercialStatusName(5), commercialStatusName(100)]).toEqual([
      'CONFIRMED',
      'COMPLETED',
      'CANCELED',
    ]);
  });
});

describe('orderSummary', () => {
  it("shows a guest's order to the session that placed it, with line totals", async () => {
    const summary = (
      await orderSummary({ orders: withOrder().repository })(aGuest(GUEST_SESSION), 'es-abcd1234')
    )._unsafeUnwrap();
    expect(summary).toMatchObject({ publicId: 'ES-ABCD1234', statusName: 'RECEIVED', total: euros(3085) });
    expect(summary.lines[0]?.lineTotal).toEqual(euros(2590));
    expect(summary).not.toHaveProperty('placedBy');
  });

  it("shows a customer's order to that customer in any session, and to nobody else", async () => {
    const orders = withOrder(aNewOrder({ customerId: 'customer-1' as never })).repository;
    const summary = orderSummary({ orders });
    expect((await summary(aCustomer('customer-1', 'OtherDevice000000001'), 'ES-ABCD1234')).isOk()).toBe(true);
    expect(await summary(aCustomer('customer-2', GUEST_SESSION), 'ES-ABCD1234')).toEqual(
      err({ type: 'OrderNotFound' }),
    );
    expect(await summary(aGuest(GUEST_SESSION), 'ES-ABCD1234')).toEqual(err({ type: 'OrderNotFound' }));
  });

  it('names a personalised line’s preview, as the cart showed it, and none for the other lines', async () => {
    const order = aNewOrder();
    const [first, ...rest] = order.lines;
    const personalised = {
      ...first!,
      customisation: { personalisation: { document: {}, previewId: '00112233aabbccdd', projectId: null } },
    };
    const orders = withOrder({ ...order, lines: [personalised, ...rest] }).repository;
    const summary = (await orderSummary({ orders })(aGuest(GUEST_SESSION), 'ES-ABCD1234'))._unsafeUnwrap();
    expect(summary.lines.map((line) => line.urlPreview)).toEqual([
      '/images/previews/00112233aabbccdd-640.jpg',
      ...rest.map(() => null),
    ]);
  });

  it("links the order's invoice once it is paid, and none before (or without an invoices context)", async () => {
    const links: Record<string, string> = { 'ES-ABCD1234': '/orders/ES-ABCD1234/invoice?token=signed' };
    const invoiceLink = (publicId: string) => okAsync(links[publicId] ?? null);
    const paid = await orderSummary({ orders: withOrder().repository, invoiceLink })(
      aGuest(GUEST_SESSION),
      'es-abcd1234',
    );
    expect(paid._unsafeUnwrap().invoiceUrl).toBe('/orders/ES-ABCD1234/invoice?token=signed');
    delete links['ES-ABCD1234'];
    const unpaid = await orderSummary({ orders: withOrder().repository, invoiceLink })(
      aGuest(GUEST_SESSION),
      'ES-ABCD1234',
    );
    expect(unpaid._unsafeUnwrap().invoiceUrl).toBeNull();
    const without = await orderSummary({ orders: withOrder().repository })(aGuest(GUEST_SESSION), 'ES-ABCD1234');
    expect(without._unsafeUnwrap().invoiceUrl).toBeNull();
  });

  it('answers another session and an unknown id alike', async () => {
    const summary = orderSummary({ orders: withOrder().repository });
    expect(await summary(aGuest('Stranger000000000001'), 'ES-ABCD1234')).toEqual(err({ type: 'OrderNotFound' }));
    expect(await summary(aGuest(GUEST_SESSION), 'ES-NOPE0000')).toEqual(err({ type: 'OrderNotFound' }));
  });
});

describe('trackOrder', () => {
  const query = { publicId: 'ES-ABCD1234', postalCode: '28013', country: 'ES' };

  it('gives the statuses, the timeline and the pending actions', async () => {
    const orders = withOrder();
    orders.events.set('ES-ABCD1234', [
      { state: 'PROCESSING', at: 10 },
      { state: 'ON_ROUTE', at: 20 },
    ]);
    orders.actions.set('ES-ABCD1234', [{ publicId: 'a1', type: 'PROVIDE_DATA_TO_REFUND', status: 'PENDING' }]);
    const tracking = (
      await trackOrder({ orders: orders.repository })({ ...query, postalCode: '28 013', country: 'es' })
    )._unsafeUnwrap();
    expect(tracking).toEqual({
      publicId: 'ES-ABCD1234',
      status: 0,
      statusName: 'RECEIVED',
      commercialStatus: 8,
      commercialStatusName: 'CONFIRMED',
      shipment: {
        deliveryMethod: 'ADDRESS',
        carrier: 'CORREOS',
        trackingNumber: null,
        state: 'ON_ROUTE',
        timeline: [
          { state: 'PROCESSING', progress: 'done', at: 10 },
          { state: 'ON_ROUTE', progress: 'current', at: 20 },
          { state: 'ON_DELIVERY', progress: 'upcoming', at: null },
          { state: 'DELIVERED', progress: 'upcoming', at: null },
        ],
      },
      pickupPoint: null,
      userRequiredActions: [{ publicId: 'a1', type: 'PROVIDE_DATA_TO_REFUND', status: 'PENDING' }],
    });
  });

  it.each([
    ['an unknown order', { ...query, publicId: 'ES-NOPE0000' }],
    ['another postal code', { ...query, postalCode: '28014' }],
    ['another country', { ...query, country: 'PT', postalCode: '1100-053' }],
    ['a country that is no code', { ...query, country: 'Spain' }],
    ['a postal code that is not one', { ...query, postalCode: 'abc' }],
  ])('answers %s as not found', async (_, wrong) => {
    expect(await trackOrder({ orders: withOrder().repository })(wrong)).toEqual(err({ type: 'OrderNotFound' }));
  });

  it('refuses events a carrier could not have sent', async () => {
    const orders = withOrder();
    orders.events.set('ES-ABCD1234', [{ state: 'DELIVERED', at: 10 }]);
    expect((await trackOrder({ orders: orders.repository })(query))._unsafeUnwrapErr()).toMatchObject({
      type: 'IllegalTrackingTransition',
    });
  });
});

describe('submitRefundData', () => {
  const query = { publicId: 'ES-ABCD1234', postalCode: '28013', country: 'ES' };
  const clock = fixedClock('2026-11-20T10:00:00Z');
  const refund = { iban: 'ES91 2100 0418 4502 0005 1332', accountHolder: 'Ana García' };
  const withAction = () => {
    const orders = withOrder();
    orders.actions.set('ES-ABCD1234', [{ publicId: 'a1', type: 'PROVIDE_DATA_TO_REFUND', status: 'PENDING' }]);
    return orders;
  };

  it('keeps the refund data and answers with the IBAN masked', async () => {
    const orders = withAction();
    const accepted = (
      await submitRefundData({ orders: orders.repository, clock })(query, 'a1', refund)
    )._unsafeUnwrap();
    expect(accepted).toEqual({
      publicId: 'a1',
      type: 'PROVIDE_DATA_TO_REFUND',
      status: 'DONE',
      refund: { iban: 'ES** **** **** **** **** 1332', accountHolder: 'Ana García' },
    });
    expect(orders.refunds.get('a1')).toEqual({ iban: 'ES9121000418450200051332', accountHolder: 'Ana García' });
  });

  it('refuses invalid data, an unknown action, a done action and the wrong tracking details', async () => {
    const orders = withAction();
    const submit = submitRefundData({ orders: orders.repository, clock });
    expect((await submit(query, 'a1', { iban: 'nope', accountHolder: '' }))._unsafeUnwrapErr()).toEqual({
      type: 'InvalidRefundData',
      fields: { iban: { type: 'InvalidIban' }, accountHolder: { type: 'Required' } },
    });
    expect(await submit(query, 'a2', refund)).toEqual(err({ type: 'UserRequiredActionNotFound' }));
    expect(await submit({ ...query, postalCode: '08001' }, 'a1', refund)).toEqual(err({ type: 'OrderNotFound' }));
    expect((await submit(query, 'a1', refund)).isOk()).toBe(true);
    expect(await submit(query, 'a1', refund)).toEqual(err({ type: 'UserRequiredActionDone' }));
  });

  it('refuses when another submission closed the action meanwhile', async () => {
    const orders = withAction();
    const racing = {
      ...orders.repository,
      completeRefundAction: () =>
        orders.repository.completeRefundAction('ES-ABCD1234' as never, 'gone', {} as never, 0),
    };
    expect(await submitRefundData({ orders: racing, clock })(query, 'a1', refund)).toEqual(
      err({ type: 'UserRequiredActionDone' }),
    );
  });
});
