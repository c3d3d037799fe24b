import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import type { CommissionPeriod } from '../../../../core/domain/commissions/commission-period.ts';
import { attributeOrder } from '../../../../core/shop/commissions/attribute-order.use-case.ts';
import type { NewOrder } from '../../../../core/shop/orders/order.ts';
import { inMemoryCommissionLedger } from '../../../support/in-memory-commissions.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const PLACED_AT = Date.parse('2026-11-30T23:00:00Z');

const order = (overrides: Partial<NewOrder> = {}): NewOrder =>
  ({
    id: 'order-1',
    store: 'WPX-ES',
    customerId: null,
    currency: 'EUR',
    totals: {
      subtotal: { amount: 12_100, currency: 'EUR' },
      shipping: { amount: 495, currency: 'EUR' },
      discount: { amount: 0, currency: 'EUR' },
      total: { amount: 12_595, currency: 'EUR' },
    },
    placedAt: PLACED_AT,
    ...overrides,
  }) as NewOrder;

describe('attributeOrder', () => {
  it('credits the next unpaid month when the order falls in a paid one, and an order only once', async () => {
    const { ledger, credited } = inMemoryCommissionLedger({
      hits: { '4242': [PLACED_AT - 1000] },
      paid: { '4242': ['2026-11' as CommissionPeriod] },
    });
    const attribute = attributeOrder(ledger, sequenceIds());
    expect((await attribute(order(), '4242'))._unsafeUnwrap()).toBe(true);
    expect((await attribute(order(), '4242'))._unsafeUnwrap()).toBe(false);
    expect(credited).toEqual([
      expect.objectContaining({ period: '2026-12', netGoodsMinor: 10_000, amountMinor: 500, rate: 500 }),
    ]);
  });

  it('credits nobody without a cookie, without a recorded hit, or when the buyer is the affiliate', async () => {
    const { ledger, credited } = inMemoryCommissionLedger({ hits: { '4242': [PLACED_AT] } });
    const attribute = attributeOrder(ledger, sequenceIds());
    expect((await attribute(order(), undefined))._unsafeUnwrap()).toBe(false);
    expect((await attribute(order(), '7'))._unsafeUnwrap()).toBe(false);
    expect((await attribute(order({ customerId: '4242' as CustomerId }), '4242'))._unsafeUnwrap()).toBe(false);
    expect(credited).toEqual([]);
  });
});
