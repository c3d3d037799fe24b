import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { applyPromotionCode, checkPromotion } from '../../../../core/domain/pricing/apply-promotion-code.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { cash, eur, promotion } from '../../../support/pricing-builders.ts';

const clock = fixedClock('2026-11-20T10:00:00Z');
const now = clock.now();

describe('applyPromotionCode', () => {
  const save10 = promotion();
  const context = { promotions: [save10], subtotal: eur(5000), clock };

  it('finds a code however it was typed', () => {
    expect(applyPromotionCode('  save10 ', context)).toEqual(ok(save10));
  });

  it('refuses a code nobody defined', () => {
    expect(applyPromotionCode('nope', context)).toEqual(err({ type: 'UnknownPromotionCode', code: 'NOPE' }));
  });

  it('treats a code of another currency as unknown', () => {
    const zloty = { ...context, subtotal: cash(5000, 'PLN') };
    expect(applyPromotionCode('save10', zloty)).toEqual(err({ type: 'UnknownPromotionCode', code: 'SAVE10' }));
  });

  it('does not let a promotion of another currency be used', () => {
    expect(checkPromotion(save10, cash(5000, 'CZK'), clock)).toEqual(
      err({ type: 'UnknownPromotionCode', code: 'SAVE10' }),
    );
  });

  it('picks the definition in the cart currency when a code exists in several', () => {
    const inZloty = promotion({ currency: 'PLN', discount: { kind: 'percentage', percent: 20 } });
    const zloty = { promotions: [save10, inZloty], subtotal: cash(5000, 'PLN'), clock };
    expect(applyPromotionCode('SAVE10', zloty)).toEqual(ok(inZloty));
  });

  it('refuses a promotion before its window opens and accepts it from the first instant', () => {
    const later = promotion({ validFrom: now + 1 });
    expect(applyPromotionCode('SAVE10', { ...context, promotions: [later] })).toEqual(
      err({ type: 'PromotionNotYetValid', code: 'SAVE10' }),
    );
    expect(checkPromotion(promotion({ validFrom: now }), eur(5000), clock).isOk()).toBe(true);
  });

  it('refuses a promotion from the end of its window and accepts it just before', () => {
    expect(checkPromotion(promotion({ validUntil: now }), eur(5000), clock)).toEqual(
      err({ type: 'PromotionExpired', code: 'SAVE10' }),
    );
    expect(checkPromotion(promotion({ validUntil: now + 1 }), eur(5000), clock).isOk()).toBe(true);
  });

  it('refuses a promotion used up and accepts it with one use left', () => {
    expect(checkPromotion(promotion({ maxUses: 3, timesUsed: 3 }), eur(5000), clock)).toEqual(
      err({ type: 'PromotionExhausted', code: 'SAVE10' }),
    );
    expect(checkPromotion(promotion({ maxUses: 3, timesUsed: 2 }), eur(5000), clock).isOk()).toBe(true);
  });

  it('refuses a subtotal below the minimum and accepts the minimum itself', () => {
    const minimum = promotion({ minimumSubtotal: 3000 });
    expect(checkPromotion(minimum, eur(2999), clock)).toEqual(
      err({ type: 'MinimumNotReached', code: 'SAVE10', minimum: eur(3000) }),
    );
    expect(checkPromotion(minimum, eur(3000), clock)).toEqual(ok(minimum));
  });

  it('reports the window before use count and minimum', () => {
    const everythingWrong = promotion({ validUntil: now, maxUses: 1, timesUsed: 1, minimumSubtotal: 9999 });
    expect(checkPromotion(everythingWrong, eur(1), clock)).toEqual(err({ type: 'PromotionExpired', code: 'SAVE10' }));
    const usedAndSmall = promotion({ maxUses: 1, timesUsed: 1, minimumSubtotal: 9999 });
    expect(checkPromotion(usedAndSmall, eur(1), clock)).toEqual(err({ type: 'PromotionExhausted', code: 'SAVE10' }));
  });

  it('accepts a code exactly when the instant lies in its window', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (start, length) => {
        const windowed = promotion({ validFrom: now + start, validUntil: now + start + length });
        const inside = start <= 0 && 0 < start + length;
        expect(checkPromotion(windowed, eur(100), clock).isOk()).toBe(inside);
      }),
    );
  });
});
