import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCommissionPeriod,
  nextPeriod,
  previousPeriod,
  periodBounds,
  periodChoices,
  periodOf,
  periodToCredit,
  type CommissionPeriod,
} from '../../../../core/domain/commissions/commission-period.ts';
import {
  ATTRIBUTION_WINDOW_MS,
  commissionOf,
  commissionRateOf,
  MAX_COMMISSION_RATE,
  netGoodsValue,
  withinAttributionWindow,
  type CommissionRate,
} from '../../../../core/domain/commissions/commission-terms.ts';

const DAY = 86_400_000;
const rates = fc.integer({ min: 0, max: MAX_COMMISSION_RATE }).map((rate) => rate as CommissionRate);
const instants = fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2099-12-31T23:59:59Z') });

describe('the commission rate', () => {
  it('is a whole number of basis points from 0 to 50 %', () => {
    fc.assert(fc.property(rates, (rate) => commissionRateOf(rate).isOk()));
    for (const refused of [-1, 5001, 2.5, Number.NaN])
      expect(commissionRateOf(refused)._unsafeUnwrapErr()).toEqual({ type: 'CommissionRateInvalid', value: refused });
  });
});

describe('the commission', () => {
  it('is rate × net rounded half up to a whole minor unit: never off by more than half a unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), rates, (net, rate) => {
        const exact = (net * rate) / 10_000;
        const commission = commissionOf(net, rate);
        return Number.isInteger(commission) && commission - exact <= 0.5 && exact - commission < 0.5;
      }),
    );
    expect(commissionOf(3793, 500 as CommissionRate)).toBe(190);
    expect(commissionOf(10, 500 as CommissionRate)).toBe(1);
    expect(commissionOf(9, 500 as CommissionRate)).toBe(0);
  });

  it('never decreases as the net value or the rate grows, and is at most half of the net value', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(1000), rates, (net, more, rate) => {
        const commission = commissionOf(net, rate);
        return commission <= commissionOf(net + more, rate) && commission <= Math.ceil(net / 2);
      }),
    );
  });

  it('is earned on goods after discount without VAT, never on shipping, never below zero', () => {
    expect(netGoodsValue({ subtotal: 12_100, discount: 0 }, 'WPX-ES')).toBe(10_000);
    expect(netGoodsValue({ subtotal: 12_300, discount: 0 }, 'WPX-PL')).toBe(10_000);
    expect(netGoodsValue({ subtotal: 500, discount: 900 }, 'WPX-ES')).toBe(0);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (subtotal, discount) => {
        const net = netGoodsValue({ subtotal, discount }, 'TZ-ES');
        return net >= 0 && net <= Math.max(0, subtotal - discount);
      }),
    );
  });
});

describe('the attribution window', () => {
  it("is the affiliate cookie's 15 days, counted from the hit up to the order", () => {
    expect(ATTRIBUTION_WINDOW_MS).toBe(15 * DAY);
    const order = Date.parse('2026-11-20T10:00:00Z');
    expect(withinAttributionWindow(order - 15 * DAY, order)).toBe(true);
    expect(withinAttributionWindow(order - 15 * DAY - 1, order)).toBe(false);
    expect(withinAttributionWindow(order + 1, order)).toBe(false);
  });
});

describe('the commission period', () => {
  it('is the UTC month of an instant, which the month bounds contain', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const period = periodOf(instant);
        const { start, end } = periodBounds(period);
        return isCommissionPeriod(period) && start <= instant && instant < end && periodOf(end) === nextPeriod(period);
      }),
    );
    expect(periodOf(Date.parse('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(nextPeriod('2026-12' as CommissionPeriod)).toBe('2027-01');
  });

  it('steps back a month, across the year too, as the inverse of the next', () => {
    fc.assert(fc.property(instants, (instant) => previousPeriod(nextPeriod(periodOf(instant))) === periodOf(instant)));
    expect(previousPeriod('2027-01' as CommissionPeriod)).toBe('2026-12');
  });

  it('is offered as the recent months, newest first, with the month shown when it is older', () => {
    const current = '2027-02' as CommissionPeriod;
    expect(periodChoices(current, current, 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(periodChoices(current, '2026-12' as CommissionPeriod, 4)).toHaveLength(4);
    expect(periodChoices(current, '2024-05' as CommissionPeriod, 2)).toEqual(['2027-02', '2027-01', '2024-05']);
  });

  it('is read only as YYYY-MM from the year 2000', () => {
    for (const refused of ['2026-13', '2026-00', '2026-1', '1999-12', '2026-11-01', '']) {
      expect(isCommissionPeriod(refused)).toBe(false);
    }
  });

  it('credits an order to the first month from its own that is not paid', () => {
    const placed = Date.parse('2026-11-20T10:00:00Z');
    expect(periodToCredit(placed, [])).toBe('2026-11');
    expect(periodToCredit(placed, ['2026-11', '2026-12'] as CommissionPeriod[])).toBe('2027-01');
    fc.assert(
      fc.property(instants, fc.array(instants.map(periodOf), { maxLength: 6 }), (instant, paid) => {
        const period = periodToCredit(instant, paid);
        return !paid.includes(period) && period >= periodOf(instant);
      }),
    );
  });
});
