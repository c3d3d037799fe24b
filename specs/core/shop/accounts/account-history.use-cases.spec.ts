import { err, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { AccountHistory } from '../../../../core/shop/accounts/account-history.port.ts';
import { getAccountOrder } from '../../../../core/shop/accounts/get-account-order.use-case.ts';
import { listAccountOrders } from '../../../../core/shop/accounts/list-account-orders.use-case.ts';
import { listAccountTickets } from '../../../../core/shop/accounts/list-account-tickets.use-case.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { anAccount, anAdministratorAccount, inMemoryCustomers } from '../../../support/accounts-fakes.ts';
import type { AccountOrderDetail } from '../../../../core/domain/customers/account-history.ts';

const amount = (n: number) => ({ amount: n, currency: 'EUR' });

const orderOf = (customerId: string, publicId: string): AccountOrderDetail => ({
  publicId,
  store: 'WPX-ES',
  status: 0,
  commercialStatus: 8,
  total: amount(2500),
  itemCount: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  paymentMethod: 'CARD',
  subtotal: amount(2000),
  shipping: amount(500),
  discount: amount(0),
  promotionCode: null,
  shipmentCountry: 'ES',
  shipmentPostalCode: '28001',
  lines: [{ articleId: 1, designId: `${customerId}-design`, name: 'Mug', quantity: 1, unitPrice: amount(2000) }],
});

/** Rows keyed by owner: answers only the asking customer's, as the port promises. */
const history: AccountHistory = {
  ordersOf: (customerId) => okAsync([orderOf(customerId, `${customerId}-order`)]),
  orderOf: (customerId, publicId) => okAsync(publicId === `${customerId}-order` ? orderOf(customerId, publicId) : null),
  ticketsOf: (customerId) =>
    okAsync([
      {
        publicId: `${customerId}-ticket`,
        subject: 'Where is my mug?',
        status: 'PENDING' as const,
        contactType: 'helpCenter',
        orderPublicId: null,
        createdAt: '2025-01-02T00:00:00.000Z',
        updatedAt: '2025-01-02T00:00:00.000Z',
      },
    ]),
};

const ana = anAccount();
const admin = anAdministratorAccount({ invoicingEnabled: true });
const deps = (accounts = [ana, admin]) => ({
  customers: inMemoryCustomers(accounts).repository,
  history,
  clock: fixedClock('2025-01-20T12:00:00Z'),
});

describe("a customer's orders", () => {
  it('lists only their own and opens one of them', async () => {
    expect((await listAccountOrders(deps())(ana.id))._unsafeUnwrap().map((o) => o.publicId)).toEqual(['c-1-order']);
    expect(await getAccountOrder(deps())(ana.id, 'c-1-order')).toEqual(ok(orderOf('c-1', 'c-1-order')));
  });

  it('keeps the orders the date filter keeps as of today', async () => {
    const listed = async (filter: 'thirty_days' | 'last_year' | 'this_year') =>
      (await listAccountOrders(deps())(ana.id, filter))._unsafeUnwrap().map((o) => o.publicId);
    expect(await listed('thirty_days')).toEqual(['c-1-order']);
    expect(await listed('this_year')).toEqual(['c-1-order']);
    expect(await listed('last_year')).toEqual([]);
  });

  it("answers another customer's order exactly like a missing one", async () => {
    expect(await getAccountOrder(deps())(ana.id, 'admin-1-order')).toEqual(err({ type: 'OrderNotFound' }));
    expect(await getAccountOrder(deps())(ana.id, 'no-such-order')).toEqual(err({ type: 'OrderNotFound' }));
  });

  it('is refused when the shop hid the order history of the account', async () => {
    const hidden = deps([anAccount({ restrictions: ['order-history'] })]);
    expect(await listAccountOrders(hidden)(ana.id)).toEqual(err({ type: 'OrderHistoryHidden' }));
    expect(await getAccountOrder(hidden)(ana.id, 'c-1-order')).toEqual(err({ type: 'OrderHistoryHidden' }));
  });
});

describe("a customer's tickets", () => {
  it('lists only their own, unless tickets are blocked for the account', async () => {
    expect((await listAccountTickets(deps())(ana.id))._unsafeUnwrap().map((t) => t.publicId)).toEqual(['c-1-ticket']);
    const blocked = deps([anAccount({ restrictions: ['tickets'] })]);
    expect(await listAccountTickets(blocked)(ana.id)).toEqual(err({ type: 'TicketsBlocked' }));
  });
});
