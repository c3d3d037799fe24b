import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';

import type { AccountGateway } from '../../../../core/storefront/accounts/account-gateway.port.ts';
import {
  loadAccountOrderPage,
  loadAccountOrdersPage,
  loadAccountsHomePage,
} from '../../../../core/storefront/accounts/account-pages.use-cases.ts';
import { reorder } from '../../../../core/storefront/accounts/reorder.use-case.ts';
import type { CartGateway } from '../../../../core/storefront/carts/cart-gateway.port.ts';

import type { OrderGateway } from '../../../../core/storefront/orders/order-gateway.port.ts';
import type {
  ShownOrderSummary,
  ShownPaymentStatus,
  ShownTracking,
} from '../../../../core/storefront/orders/shown-order.ts';
import { fakeCatalogueGateway } from '../../../support/fake-catalogue-gateway.ts';
import { recordingCartNotices } from '../../../support/recording-cart-notices.ts';
import { aShownCart, aShownLine, eur } from '../../../support/shown-cart-mother.ts';
import type {
  AccountOrder,
  AccountOrderDetail,
  AccountTicket,
} from '../../../../core/domain/customers/account-history.ts';
import { pageDataNotFound } from '../../../../core/storefront/navigation/page-errors.ts';

const amount = (n: number) => ({ amount: n, currency: 'EUR' });
const anOrder = (publicId: string, status = 9): AccountOrder => ({
  publicId,
  store: 'WPX-ES',
  status,
  commercialStatus: 8,
  total: amount(2995),
  itemCount: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const detail = (status: number): AccountOrderDetail => ({
  ...anOrder('ES-1', status),
  paymentMethod: 'CARD',
  subtotal: amount(2500),
  shipping: amount(495),
  discount: amount(0),
  promotionCode: null,
  shipmentCountry: 'ES',
  shipmentPostalCode: '28001',
  lines: [{ articleId: 7, designId: 'design-1', name: 'Mug', quantity: 2, unitPrice: amount(1250) }],
});
const ticket = (publicId: string, status: AccountTicket['status']): AccountTicket => ({
  publicId,
  subject: publicId,
  status,
  contactType: 'helpCenter',
  orderPublicId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const prices = { locale: 'es-ES', withDecimals: true };

const accounts = (overrides: Partial<AccountGateway> = {}) => {
  const asked: string[] = [];
  const gateway: AccountGateway = {
    firstName: () => okAsync('Ana'),
    orders: (filter) => (asked.push(filter), okAsync(['ES-4', 'ES-3', 'ES-2', 'ES-1'].map((id) => anOrder(id)))),
    order: (publicId) => (publicId === 'ES-1' ? okAsync(detail(15)) : errAsync(pageDataNotFound())),
    tickets: () => okAsync([ticket('T-1', 'PENDING'), ticket('T-2', 'RESOLVED'), ticket('T-3', 'PENDING')]),
    savedDesigns: () => okAsync([]),
    ...overrides,
  };
  return { gateway, asked };
};

const summary: ShownOrderSummary = {
  publicId: 'ES-1',
  placedAt: 0,
  email: 'ana@example.com',
  shippingAddress: { line1: 'Calle Mayor 1', line2: null, postalCode: '28001', city: 'Madrid', country: 'ES' },
  pickupPoint: null,
  lines: [{ id: 'l1', name: 'Mug', quantity: 2, unitPrice: eur(1250), lineTotal: eur(2500), urlPreview: null }],
  subtotal: eur(2500),
  shipping: eur(495),
  discount: eur(0),
  total: eur(2995),
  invoiceUrl: null,
} as ShownOrderSummary;
const paid: ShownPaymentStatus = {
  method: 'CARD',
  kind: 'ONLINE_PREPAID',
  status: 'PAID',
  canRetry: false,
  retryMethods: [],
};

const tracking: ShownTracking = {
  publicId: 'ES-1',
  statusName: 'DELIVERED',
  commercialStatusName: 'COMPLETED',
  shipment: {
    carrier: 'CORREOS',
    trackingNumber: 'PK1',
    state: 'DELIVERED',
    timeline: [{ state: 'DELIVERED', progress: 'current', at: 0 }],
  },
  pickupPoint: null,
  userRequiredActions: [],
};

const orderGateway = (payment: ShownPaymentStatus, tracked = true): OrderGateway => ({
  orderSummary: () => okAsync(summary),
  paymentStatus: () => okAsync(payment),
  trackOrder: () => (tracked ? okAsync(tracking) : errAsync(apiRequestFailed('/tracking'))),
  retryPayment: () => okAsync({ kind: 'redirect', url: '/pay' }),
  submitRefundData: () => okAsync(undefined),
});

describe('the accounts home', () => {
  it('greets the customer with the three latest orders and the tickets still open', async () => {
    const page = (await loadAccountsHomePage(accounts().gateway, prices)())._unsafeUnwrap();
    expect(page.firstName).toBe('Ana');
    expect(page.latestOrders.map((order) => order.publicId)).toEqual(['ES-4', 'ES-3', 'ES-2']);
    expect(page.openTickets.map((open) => open.publicId)).toEqual(['T-1', 'T-3']);
  });
});

describe('the orders page', () => {
  it("asks for the spec's date filter, and for every order when the filter is unknown or missing", async () => {
    const { gateway, asked } = accounts();
    expect((await loadAccountOrdersPage(gateway, prices)('last_year'))._unsafeUnwrap().filter).toBe('last_year');
    expect((await loadAccountOrdersPage(gateway, prices)('yesterday'))._unsafeUnwrap().filter).toBe('without');
    expect((await loadAccountOrdersPage(gateway, prices)(undefined))._unsafeUnwrap().orders).toHaveLength(4);
    expect(asked).toEqual(['last_year', 'without', 'without']);
  });
});

describe("one order's page", () => {
  const documentUrlsOf = {
    invoice: (publicId: string) => `/invoice/${publicId}`,
    creditNote: (publicId: string) => `/credit-note/${publicId}`,
  };

  it('offers the invoice of a paid order, a review of a delivered one, and its shipment timeline', async () => {
    const page = (
      await loadAccountOrderPage(
        accounts().gateway,
        orderGateway(paid),
        fakeCatalogueGateway(),
        prices,
        documentUrlsOf,
      )('ES-1')
    )._unsafeUnwrap();
    expect(page).toMatchObject({ invoiceUrl: '/invoice/ES-1', reviewable: true, tracking, summary });
  });

  it('has no invoice before the payment, no review before delivery, and no timeline when tracking fails', async () => {
    const shipped = accounts({ order: () => okAsync(detail(9)) }).gateway;
    const page = (
      await loadAccountOrderPage(
        shipped,
        orderGateway({ ...paid, status: 'PENDING' }, false),
        fakeCatalogueGateway(),
        prices,
        documentUrlsOf,
      )('ES-1')
    )._unsafeUnwrap();
    expect(page).toMatchObject({ invoiceUrl: null, reviewable: false, tracking: null });
  });

  it('offers the credit note beside the invoice of a paid order that was cancelled', async () => {
    const cancelled = accounts({ order: () => okAsync(detail(ORDER_STATUS.CANCELED)) }).gateway;
    const page = (
      await loadAccountOrderPage(cancelled, orderGateway(paid), fakeCatalogueGateway(), prices, documentUrlsOf)('ES-1')
    )._unsafeUnwrap();
    expect(page).toMatchObject({ invoiceUrl: '/invoice/ES-1', creditNoteUrl: '/credit-note/ES-1' });
  });

  it("answers another customer's order as a missing page", async () => {
    const page = await loadAccountOrderPage(
      accounts().gateway,
      orderGateway(paid),
      fakeCatalogueGateway(),
      prices,
      documentUrlsOf,
    )('ES-9');
    expect(page._unsafeUnwrapErr()).toEqual(pageDataNotFound());
  });
});

describe('reorder', () => {
  const lines = [
    { articleId: 7, designId: 'design-1', name: 'Mug', quantity: 2, unitPrice: amount(1100) },
    { articleId: 8, designId: 'gone', name: 'Old print', quantity: 1, unitPrice: amount(900) },
    { articleId: 9, designId: 'design-9', name: 'Cushion', quantity: 1, unitPrice: amount(1995) },
  ];
  const carts = (overrides: Partial<CartGateway> = {}) => {
    const keys: string[] = [];
    const cart = aShownCart({
      lines: [
        aShownLine({ articleId: 7, designId: 'design-1', unitPrice: eur(1250) }),
        aShownLine({ id: 'line-9', articleId: 9, designId: 'design-9', unitPrice: eur(1995) }),
      ],
    });
    const gateway = {
      addLine: (line, key) => {
        keys.push(key);
        return line.designId === 'gone'
          ? errAsync({
              type: 'CartChangeRejected' as const,
              fields: [{ field: 'designId', problem: 'DesignNotFound' }],
            })
          : okAsync(cart);
      },
      ...overrides,
    } as CartGateway;
    return { gateway, keys };
  };
  const keys = () => {
    let next = 0;
    return () => `key-${String((next += 1))}`;
  };

  it("puts the lines in the cart at today's prices, naming the repriced and the gone, and tells the other tabs", async () => {
    const { gateway, keys: used } = carts();
    const notices = recordingCartNotices();
    const outcome = (await reorder(gateway, keys(), notices.notices)(lines))._unsafeUnwrap();
    expect(outcome).toMatchObject({
      added: 2,
      repriced: [{ name: 'Mug', before: 1100, now: 1250 }],
      gone: ['Old print'],
    });
    expect(used).toEqual(['key-1', 'key-2', 'key-3']);
    expect(notices.announced()).toBe(1);
  });

  it('names a line the cart keeps as unavailable among the gone', async () => {
    const unavailable = aShownCart({
      lines: [aShownLine({ available: false, unitPrice: null, lineTotal: null } as never)],
    });
    const { gateway } = carts({ addLine: () => okAsync(unavailable) });
    const outcome = (await reorder(gateway, keys(), recordingCartNotices().notices)(lines.slice(0, 1)))._unsafeUnwrap();
    expect(outcome).toMatchObject({ added: 0, gone: ['Mug'] });
  });

  it('stops when the shop cannot be reached', async () => {
    const { gateway } = carts({ addLine: () => errAsync(apiRequestFailed('/carts')) });
    expect((await reorder(gateway, keys(), recordingCartNotices().notices)(lines))._unsafeUnwrapErr()).toEqual(
      apiRequestFailed('/carts'),
    );
  });
});
