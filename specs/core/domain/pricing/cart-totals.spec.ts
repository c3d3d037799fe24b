import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { bestPromotion, promotionReduction } from '../../../../core/domain/pricing/best-promotion.ts';
import { computeCartTotals } from '../../../../core/domain/pricing/cart-totals.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import type { Money } from '../../../../core/domain/pricing/money.ts';
import { formatPriceAmount } from '../../../../core/domain/pricing/price-format.ts';
import type { Promotion } from '../../../../core/domain/pricing/promotion.ts';
import { cash, eur, line, promotion } from '../../../support/pricing-builders.ts';

const clock = fixedClock('2026-11-20T10:00:00Z');

const percent = (code: string, value: number, extra = {}) =>
  promotion({ code, discount: { kind: 'percentage', percent: value }, ...extra });
const fixed = (code: string, amount: number, extra = {}) =>
  promotion({ code, discount: { kind: 'fixedAmount', amount }, ...extra });

const totals = (
  lines: ReturnType<typeof line>[],
  shipping: number,
  promotions = [percent('NONE', 1, { maxUses: 1, timesUsed: 1 })],
) =>
  computeCartTotals(
    { currency: 'EUR', lines, shipping: eur(shipping), promotions, pricesWithDecimals: true },
    clock,
  )._unsafeUnwrap();

describe('cart totals', () => {
  it('adds unit price times quantity per line, counts items and adds shipping', () => {
    const result = totals([line(1250, 2), line(999, 3)], 495);
    expect(result.lines.map((each) => each.lineTotal)).toEqual([eur(2500), eur(2997)]);
    expect(result.itemCount).toBe(5);
    expect(result.subtotal).toEqual(eur(5497));
    expect(result.discount).toEqual(eur(0));
    expect(result.promotion).toBeNull();
    expect(result.total).toEqual(eur(5992));
  });

  it('keeps the caller’s line data', () => {
    const withId = { ...line(100), articleId: 'A1' };
    const result = computeCartTotals(
      { currency: 'EUR', lines: [withId], shipping: eur(0), promotions: [], pricesWithDecimals: true },
      clock,
    );
    expect(result.map((each) => each.lines[0]?.articleId)).toEqual(ok('A1'));
  });

  it('is zero for an empty cart without shipping', () => {
    expect(totals([], 0).total).toEqual(eur(0));
  });

  it('refuses prices in another currency', () => {
    const input = {
      currency: 'EUR',
      lines: [line(100, 1, 'PLN')],
      shipping: eur(0),
      promotions: [],
      pricesWithDecimals: true,
    } as const;
    expect(computeCartTotals(input, clock)).toEqual(err({ type: 'CurrencyMismatch', expected: 'EUR', found: 'PLN' }));
    const shipping = {
      currency: 'EUR',
      lines: [],
      shipping: cash(0, 'DKK'),
      promotions: [],
      pricesWithDecimals: true,
    } as const;
    expect(computeCartTotals(shipping, clock)).toEqual(
      err({ type: 'CurrencyMismatch', expected: 'EUR', found: 'DKK' }),
    );
  });

  it('applies only the one promotion that takes off the most', () => {
    const result = totals([line(10000)], 500, [
      percent('TEN', 10),
      fixed('FIVE', 500),
      fixed('FREE', 0, { freeShipping: true }),
    ]);
    expect(result.promotion?.code).toBe('TEN');
    expect(result.discount).toEqual(eur(1000));
    expect(result.shippingDiscount).toEqual(eur(0));
    expect(result.total).toEqual(eur(9500));
  });

  it('counts waived shipping as part of a promotion’s worth', () => {
    const result = totals([line(2000)], 600, [percent('TEN', 10), fixed('FREE', 0, { freeShipping: true })]);
    expect(result.promotion?.code).toBe('FREE');
    expect(result.shippingDiscount).toEqual(eur(600));
    expect(result.total).toEqual(eur(2000));
  });

  it('ignores promotions that cannot be used now', () => {
    const result = totals([line(2000)], 0, [percent('BIG', 50, { minimumSubtotal: 5000 }), percent('SMALL', 5)]);
    expect(result.promotion?.code).toBe('SMALL');
    expect(result.discount).toEqual(eur(100));
  });

  it('gives a tie to the earlier promotion and applies none worth nothing', () => {
    expect(totals([line(1000)], 0, [fixed('A', 100), percent('B', 10)]).promotion?.code).toBe('A');
    expect(totals([line(1000)], 0, [fixed('FREE', 0, { freeShipping: true })]).promotion).toBeNull();
  });

  it('never takes off more than the merchandise', () => {
    const result = totals([line(300)], 400, [fixed('BIG', 5000)]);
    expect(result.discount).toEqual(eur(300));
    expect(result.total).toEqual(eur(400));
  });

  it('rounds a percentage down to the minor unit', () => {
    expect(promotionReduction(percent('P', 15), eur(999), eur(0)).discount).toEqual(eur(149));
  });

  it('finds no best promotion in an empty list', () => {
    expect(bestPromotion([], eur(100), eur(0), clock)).toBeNull();
  });

  const promotionArb = fc.oneof(
    fc
      .record({ percent: fc.integer({ min: 1, max: 100 }), free: fc.boolean() })
      .map((p) => percent('P', p.percent, { freeShipping: p.free })),
    fc
      .record({ amount: fc.integer({ min: 0, max: 100_000 }), free: fc.boolean() })
      .map((p) => fixed('F', p.amount, { freeShipping: p.free })),
  );
  const linesArb = fc.array(
    fc
      .record({ price: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 99 }) })
      .map((l) => line(l.price, l.quantity)),
    { maxLength: 8 },
  );

  it('keeps every total within bounds and picks a promotion no other beats', () => {
    fc.assert(
      fc.property(
        linesArb,
        fc.integer({ min: 0, max: 5000 }),
        fc.array(promotionArb, { maxLength: 5 }),
        (lines, shipping, promotions) => {
          const result = totals(lines, shipping, promotions);
          expect(result.itemCount).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
          expect(result.subtotal.amount).toBe(lines.reduce((sum, l) => sum + l.unitPrice.amount * l.quantity, 0));
          expect(result.discount.amount).toBeLessThanOrEqual(result.subtotal.amount);
          expect(result.total.amount).toBeGreaterThanOrEqual(0);
          expect(result.total.amount).toBe(
            result.subtotal.amount - result.discount.amount + shipping - result.shippingDiscount.amount,
          );
          const taken = result.discount.amount + result.shippingDiscount.amount;
          for (const each of promotions) {
            const other = promotionReduction(each, result.subtotal, eur(shipping));
            expect(other.discount.amount + other.shippingDiscount.amount).toBeLessThanOrEqual(taken);
          }
        },
      ),
    );
  });
});

describe('cart totals as the shopper reads them', () => {
  const pln = (amount: number) => cash(amount, 'PLN');
  const plnTotals = (
    lines: ReturnType<typeof line>[],
    shipping: number,
    promotions: Promotion[],
    withDecimals: boolean,
  ) =>
    computeCartTotals(
      { currency: 'PLN', lines, shipping: pln(shipping), promotions, pricesWithDecimals: withDecimals },
      clock,
    )._unsafeUnwrap();
  const witaj10 = promotion({ code: 'WITAJ10', currency: 'PLN', discount: { kind: 'percentage', percent: 10 } });
  const shown = (value: Money, withDecimals: boolean) => Number(formatPriceAmount(value.amount / 100, withDecimals));

  it('works in whole units where the store shows no decimals: 69 zł + 26 zł − 6 zł = 89 zł', () => {
    const result = plnTotals([line(6890, 1, 'PLN')], 2590, [witaj10], false);
    expect(result.lines[0]?.unitPrice).toEqual(pln(6900));
    expect(result.subtotal).toEqual(pln(6900));
    expect(result.shipping).toEqual(pln(2600));
    expect(result.discount).toEqual(pln(600));
    expect(result.total).toEqual(pln(8900));
  });

  it('keeps minor units where the store shows decimals', () => {
    const result = plnTotals([line(6890, 1, 'PLN')], 2590, [witaj10], true);
    expect([result.subtotal, result.shipping, result.discount, result.total]).toEqual([
      pln(6890),
      pln(2590),
      pln(689),
      pln(8791),
    ]);
  });

  it('applies no promotion whose reduction rounds away to nothing', () => {
    const result = plnTotals([line(900, 1, 'PLN')], 0, [witaj10], false);
    expect(result.promotion).toBeNull();
    expect(result.total).toEqual(pln(900));
  });

  const promotionArb = fc.oneof(
    fc.record({ percent: fc.integer({ min: 1, max: 100 }), free: fc.boolean() }).map((p) =>
      promotion({
        code: 'P',
        currency: 'PLN',
        discount: { kind: 'percentage', percent: p.percent },
        freeShipping: p.free,
      }),
    ),
    fc.record({ amount: fc.integer({ min: 0, max: 100_000 }), free: fc.boolean() }).map((p) =>
      promotion({
        code: 'F',
        currency: 'PLN',
        discount: { kind: 'fixedAmount', amount: p.amount },
        freeShipping: p.free,
      }),
    ),
  );
  const linesArb = fc.array(
    fc
      .record({ price: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 99 }) })
      .map((l) => line(l.price, l.quantity, 'PLN')),
    { maxLength: 8 },
  );

  it('shows lines, shipping and discount that add up to the total shown, which is the amount charged', () => {
    fc.assert(
      fc.property(
        linesArb,
        fc.integer({ min: 0, max: 5000 }),
        fc.array(promotionArb, { maxLength: 3 }),
        fc.boolean(),
        (lines, shipping, promotions, withDecimals) => {
          const result = plnTotals(lines, shipping, promotions, withDecimals);
          const read = (value: Money) => shown(value, withDecimals);
          for (const each of result.lines) {
            expect(read(each.lineTotal)).toBeCloseTo(read(each.unitPrice) * each.quantity, 2);
          }
          const lineSum = result.lines.reduce((sum, each) => sum + read(each.lineTotal), 0);
          expect(read(result.subtotal)).toBeCloseTo(lineSum, 2);
          const added = lineSum + read(result.shipping) - read(result.discount) - read(result.shippingDiscount);
          expect(read(result.total)).toBeCloseTo(added, 2);
          // What is charged is the total in minor units; shown, it reads exactly as the total does.
          expect(result.total.amount / 100).toBe(read(result.total));
        },
      ),
    );
  });
});
