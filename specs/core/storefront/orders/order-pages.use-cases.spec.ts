import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import type { Cents } from '../../../../core/domain/pricing/money.ts';

import type { OrderGateway } from '../../../../core/storefront/orders/order-gateway.port.ts';
import {
  keepsPolling,
  loadOrderCompletedPage,
  loadRefundActionPage,
  loadTrackingDetailPage,
  loadTrackingLookupPage,
  orderUseCases,
  PAYMENT_POLL,
} from '../../../../core/storefront/orders/order-pages.use-cases.ts';
import type {
  ShownOrderSummary,
  ShownPaymentStatus,
  ShownTracking,
} from '../../../../core/storefront/orders/shown-order.ts';
import type { CountryCode } from '../../../../core/domain/site/country.ts';
import { pageDataNotFound } from '../../../../core/storefront/navigation/page-errors.ts';

const eur = (amount: number) => ({ amount: amount as Cents, currency: 'EUR' as const });
const summary: ShownOrderSummary = {
  publicId: 'ES-7KQ2M9XD',
  placedAt: 0,
  email: 'lucia@example.com',
  shippingAddress: { line1: 'Calle Mayor 1', line2: null, postalCode: '28001', city: 'Madrid', country: 'ES' },
  pickupPoint: null,
  lines: [{ id: 'l1', name: 'Taza', quantity: 1, unitPrice: eur(1250), lineTotal: eur(1250), urlPreview: null }],
  subtotal: eur(1250),
  shipping: eur(395),
  discount: eur(0),
  total: eur(1645),
  invoiceUrl: null,
};
const pending: ShownPaymentStatus = {
  method: 'CARD',
  kind: 'ONLINE_PREPAID',
  status: 'PENDING',
  canRetry: false,
  retryMethods: [],
};
const declined: ShownPaymentStatus = {
  ...pending,
  status: 'CANCELED',
  canRetry: true,
  retryMethods: ['CARD', 'PAYPAL'],
};
const keys = () => {
  let next = 0;
  return () => `key-${(next += 1)}`;
};
const tracking: ShownTracking = {
  publicId: 'ES-7KQ2M9XD',
  statusName: 'RECEIVED',
  commercialStatusName: 'PAID',
  shipment: {
    carrier: null,
    trackingNumber: null,
    state: 'PROCESSING',
    timeline: [{ state: 'PROCESSING', progress: 'current', at: 0 }],
  },
  pickupPoint: null,
  userRequiredActions: [{ publicId: 'act-1', type: 'PROVIDE_DATA_TO_REFUND', status: 'PENDING' }],
};
const query = { publicId: 'ES-7KQ2M9XD', postalCode: '28001', country: 'ES' };
const prices = { locale: 'es-ES', withDecimals: true };
const countries = ['ES', 'PT'] as CountryCode[];

const recording = (overrides: Partial<OrderGateway> = {}) => {
  const calls: unknown[][] = [];
  const gateway: OrderGateway = {
    orderSummary: (id) => (calls.push(['orderSummary', id]), okAsync(summary)),
    paymentStatus: (id) => (calls.push(['paymentStatus', id]), okAsync(pending)),
    trackOrder: (q) => (calls.push(['trackOrder', q]), okAsync(tracking)),
    submitRefundData: (q, id, data) => (calls.push(['submitRefundData', q, id, data]), okAsync(undefined)),
    retryPayment: (id, method, key) => (
      calls.push(['retryPayment', id, method, key]),
      okAsync({ kind: 'redirect', url: '/pay' })
    ),
    ...overrides,
  };
  return { gateway, calls };
};

describe('the order-completed page', () => {
  it('shows the summary and the payment status of the order', async () => {
    const { gateway } = recording();
    expect((await loadOrderCompletedPage(gateway, prices)('ES-7KQ2M9XD'))._unsafeUnwrap()).toEqual({
      summary,
      payment: pending,
      prices,
    });
  });

  it('is not found without an order number, or for an order of another session', async () => {
    const { gateway, calls } = recording();
    expect((await loadOrderCompletedPage(gateway, prices)(''))._unsafeUnwrapErr()).toEqual(pageDataNotFound());
    expect(calls).toEqual([]);
    const foreign = recording({ orderSummary: () => errAsync(pageDataNotFound()) }).gateway;
    expect((await loadOrderCompletedPage(foreign, prices)('ES-1'))._unsafeUnwrapErr()).toEqual(pageDataNotFound());
  });

  it('asks again while the payment is pending, up to its limit', () => {
    expect(keepsPolling(pending, 0)).toBe(true);
    expect(keepsPolling(pending, PAYMENT_POLL.attempts)).toBe(false);
    expect(keepsPolling({ ...pending, status: 'PAID' }, 0)).toBe(false);
  });

  it('reads the payment status again', async () => {
    const { gateway, calls } = recording();
    expect((await orderUseCases(gateway, keys()).paymentStatus('ES-1'))._unsafeUnwrap()).toEqual(pending);
    expect(calls).toEqual([['paymentStatus', 'ES-1']]);
  });

  it('pays a declined order again with one of the methods offered, a new idempotency key each time', async () => {
    const { gateway, calls } = recording();
    const orders = orderUseCases(gateway, keys());
    expect((await orders.retryPayment('ES-1', declined, 'PAYPAL'))._unsafeUnwrap()).toEqual({
      kind: 'redirect',
      url: '/pay',
    });
    await orders.retryPayment('ES-1', declined, 'CARD');
    expect(calls).toEqual([
      ['retryPayment', 'ES-1', 'PAYPAL', 'key-1'],
      ['retryPayment', 'ES-1', 'CARD', 'key-2'],
    ]);
  });

  it('refuses without a call a try the last status does not allow, or a method it did not offer', async () => {
    const { gateway, calls } = recording();
    const orders = orderUseCases(gateway, keys());
    expect((await orders.retryPayment('ES-1', pending, 'CARD'))._unsafeUnwrapErr()).toEqual({
      type: 'PaymentRetryRejected',
      fields: [{ field: 'method', problem: 'PaymentNotRetryable' }],
    });
    expect((await orders.retryPayment('ES-1', declined, 'BLIK'))._unsafeUnwrapErr()).toEqual({
      type: 'PaymentRetryRejected',
      fields: [{ field: 'method', problem: 'PaymentMethodNotOffered' }],
    });
    expect(calls).toEqual([]);
  });
});

describe('tracking', () => {
  it("offers the store's delivery countries for the lookup", async () => {
    expect((await loadTrackingLookupPage(countries)())._unsafeUnwrap()).toEqual({ countries });
  });

  it('shows the tracking of the order the details name, with its contents to the visitor who placed it', async () => {
    const { gateway, calls } = recording();
    expect((await loadTrackingDetailPage(gateway, countries, prices)(query))._unsafeUnwrap()).toEqual({
      query,
      tracking,
      countries,
      order: { summary, prices },
    });
    expect(calls).toEqual([
      ['trackOrder', query],
      ['orderSummary', 'ES-7KQ2M9XD'],
    ]);
  });

  it('keeps the contents from anyone else who knows the number and postal code', async () => {
    const { gateway } = recording({ orderSummary: () => errAsync(pageDataNotFound()) });
    const page = (await loadTrackingDetailPage(gateway, countries, prices)(query))._unsafeUnwrap();
    expect(page.tracking).toEqual(tracking);
    expect(page.order).toBeNull();
  });

  it('says on the page, not as a 404, when no order matches', async () => {
    const { gateway, calls } = recording({ trackOrder: () => errAsync(pageDataNotFound()) });
    const page = (await loadTrackingDetailPage(gateway, countries, prices)(query))._unsafeUnwrap();
    expect([page.tracking, page.order]).toEqual([null, null]);
    expect(calls).toEqual([]);
  });

  it('passes the shop being unavailable on', async () => {
    const { gateway } = recording({ trackOrder: () => errAsync(apiRequestFailed('/tracking')) });
    expect((await loadTrackingDetailPage(gateway, countries, prices)(query))._unsafeUnwrapErr()).toEqual(
      apiRequestFailed('/tracking'),
    );
  });
});

describe('the refund data form', () => {
  it("opens one of the order's actions, and no other", async () => {
    const { gateway } = recording();
    expect((await loadRefundActionPage(gateway)(query, 'act-1'))._unsafeUnwrap().action.publicId).toBe('act-1');
    expect((await loadRefundActionPage(gateway)(query, 'act-2'))._unsafeUnwrapErr()).toEqual(pageDataNotFound());
  });

  it('sends refund data the core accepts', async () => {
    const { gateway, calls } = recording();
    const data = { iban: 'ES91 2100 0418 4502 0005 1332', accountHolder: 'Lucía García' };
    await orderUseCases(gateway, keys()).submitRefundData(query, 'act-1', data);
    expect(calls).toEqual([['submitRefundData', query, 'act-1', data]]);
  });

  it('refuses an invalid IBAN without calling the shop', async () => {
    const { gateway, calls } = recording();
    const result = await orderUseCases(gateway, keys()).submitRefundData(query, 'act-1', {
      iban: 'ES00',
      accountHolder: 'Lucía',
    });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'RefundDataRejected',
      fields: [{ field: 'iban', problem: 'InvalidIban' }],
    });
    expect(calls).toEqual([]);
  });
});
