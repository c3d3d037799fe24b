import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../../core/domain/customers/customer.ts';
import type { SessionId } from '../../../../core/domain/session/session-id.ts';
import { shopperOf } from '../../../../core/shop/carts/shopper-of.ts';

const SESSION = 'session-1' as SessionId;

describe('shopperOf', () => {
  it('is the session alone for a guest, with no billing account', () => {
    expect(shopperOf(SESSION, null)).toEqual({
      owner: { sessionId: SESSION, customerId: null },
      hasBillingAccount: false,
    });
  });

  it('gives a signed-in customer with invoicing a billing account, and one without none', () => {
    const company = { id: 'c-1', invoicingEnabled: true } as Pick<Customer, 'id' | 'invoicingEnabled'>;
    expect(shopperOf(SESSION, company)).toEqual({
      owner: { sessionId: SESSION, customerId: 'c-1' },
      hasBillingAccount: true,
    });
    expect(shopperOf(SESSION, { ...company, invoicingEnabled: false }).hasBillingAccount).toBe(false);
  });
});
