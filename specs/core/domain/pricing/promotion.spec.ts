import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { definePromotion, normalisePromotionCode } from '../../../../core/domain/pricing/promotion.ts';

const base = { code: ' summer10 ', currency: 'EUR', discount: { kind: 'percentage', percent: 10 } } as const;

describe('promotion codes', () => {
  it('normalises a code by trimming and upper-casing it', () => {
    expect(normalisePromotionCode('  verano-10 ')).toBe('VERANO-10');
  });

  it('normalises idempotently to a trimmed, upper-case code', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const code = normalisePromotionCode(input);
        expect(normalisePromotionCode(code)).toBe(code);
        expect(code).toBe(code.trim());
        expect(code).toBe(code.toUpperCase());
      }),
    );
  });
});

describe('definePromotion', () => {
  it('fills in the optional parts', () => {
    expect(definePromotion(base)).toEqual(
      ok({
        code: 'SUMMER10',
        currency: 'EUR',
        discount: { kind: 'percentage', percent: 10 },
        freeShipping: false,
        minimumSubtotal: null,
        validFrom: null,
        validUntil: null,
        maxUses: null,
        timesUsed: 0,
      }),
    );
  });

  it('keeps every optional part it is given', () => {
    const full = {
      ...base,
      discount: { kind: 'fixedAmount', amount: 500 },
      freeShipping: true,
      minimumSubtotal: 3000,
      validFrom: 1,
      validUntil: 2,
      maxUses: 100,
      timesUsed: 3,
    } as const;
    expect(definePromotion(full)).toEqual(ok({ ...full, code: 'SUMMER10' }));
  });

  it.each([
    ['empty code', { code: '  ' }],
    ['percent must be a whole number from 1 to 100', { discount: { kind: 'percentage', percent: 0 } }],
    ['percent must be a whole number from 1 to 100', { discount: { kind: 'percentage', percent: 101 } }],
    ['percent must be a whole number from 1 to 100', { discount: { kind: 'percentage', percent: 12.5 } }],
    ['amount must be whole minor units', { discount: { kind: 'fixedAmount', amount: 1.5 } }],
    ['amount must be whole minor units', { discount: { kind: 'fixedAmount', amount: -1 } }],
    ['minimum must be whole minor units', { minimumSubtotal: -100 }],
    ['validity bounds must be instants', { validFrom: Number.NaN }],
    ['validity bounds must be instants', { validUntil: Number.POSITIVE_INFINITY }],
    ['validity window is empty', { validFrom: 10, validUntil: 10 }],
    ['maxUses must be positive', { maxUses: 0 }],
    ['maxUses must be positive', { maxUses: 2.5 }],
    ['timesUsed must be a count', { timesUsed: -1 }],
  ] as const)('refuses a promotion when %s', (reason, overrides) => {
    expect(definePromotion({ ...base, ...overrides } as Parameters<typeof definePromotion>[0])).toEqual(
      err({ type: 'InvalidPromotion', reason }),
    );
  });

  it('accepts the percentage bounds and a zero fixed amount (free shipping only)', () => {
    expect(definePromotion({ ...base, discount: { kind: 'percentage', percent: 1 } }).isOk()).toBe(true);
    expect(definePromotion({ ...base, discount: { kind: 'percentage', percent: 100 } }).isOk()).toBe(true);
    expect(definePromotion({ ...base, discount: { kind: 'fixedAmount', amount: 0 }, freeShipping: true }).isOk()).toBe(
      true,
    );
  });
});
