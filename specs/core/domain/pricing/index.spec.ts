import { describe, expect, it } from 'vitest';
import * as pricing from '../../../../core/domain/pricing/index.ts';

describe('pricing public API', () => {
  it('exports money, quantities, the price format, promotions and cart totals', () => {
    expect(Object.keys(pricing)).toEqual(
      expect.arrayContaining([
        'PRICE_DECIMALS',
        'money',
        'toCents',
        'parseQuantity',
        'formatPrice',
        'formatPriceAmount',
        'formatMoney',
        'definePromotion',
        'normalisePromotionCode',
        'applyPromotionCode',
        'bestPromotion',
        'computeCartTotals',
      ]),
    );
  });
});
