import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { canMakeOrders, checkAccess } from '../../../../core/domain/customers/access-checks.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';

describe('access checks of the accounts area (spec 6; rules designed)', () => {
  it("administrator: only the 'foticos' type passes", () => {
    const admin = anAdministrator();
    expect(checkAccess('administrator', admin)).toEqual(ok(admin));
    expect(checkAccess('administrator', aCustomer())).toEqual(err({ type: 'NotAdministrator' }));
  });

  it('tickets: refused to a customer support blocked from tickets', () => {
    const customer = aCustomer();
    expect(checkAccess('tickets', customer)).toEqual(ok(customer));
    expect(checkAccess('tickets', aCustomer({ restrictions: ['tickets'] }))).toEqual(err({ type: 'TicketsBlocked' }));
  });

  it('orders: refused when the order history is hidden', () => {
    const customer = aCustomer();
    expect(checkAccess('orders', customer)).toEqual(ok(customer));
    expect(checkAccess('orders', aCustomer({ restrictions: ['order-history'] }))).toEqual(
      err({ type: 'OrderHistoryHidden' }),
    );
  });

  it('orders: a customer blocked from ordering still sees the order history', () => {
    const blocked = aCustomer({ restrictions: ['ordering'] });
    expect(checkAccess('orders', blocked)).toEqual(ok(blocked));
  });

  it('invoices: only for accounts with invoicing enabled', () => {
    const invoiced = aCustomer({ invoicingEnabled: true });
    expect(checkAccess('invoices', invoiced)).toEqual(ok(invoiced));
    expect(checkAccess('invoices', aCustomer())).toEqual(err({ type: 'InvoicingDisabled' }));
  });
});

describe('who may place orders', () => {
  it('a guest may (guest checkout is allowed, spec 6)', () => {
    expect(canMakeOrders(null)).toBe(true);
  });

  it('a customer may, unless the shop restricted ordering', () => {
    expect(canMakeOrders(aCustomer())).toBe(true);
    expect(canMakeOrders(aCustomer({ restrictions: ['ordering'] }))).toBe(false);
  });
});
