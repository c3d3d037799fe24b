import { describe, expect, it } from 'vitest';
import { analyticsPrice } from '../../../../core/domain/marketing/analytics-item.ts';
import { mayStoreMarketingCookies } from '../../../../core/domain/marketing/marketing-consent.ts';

describe('marketing cookies under consent', () => {
  it('are written only with ads consent', () => {
    expect(mayStoreMarketingCookies({ ads: true, analytics: false })).toBe(true);
    expect(mayStoreMarketingCookies({ ads: false, analytics: true })).toBe(false);
  });
});

describe('cart line analytics item (spec section 3)', () => {
  it('gives prices in currency units', () => {
    expect(analyticsPrice(1999)).toBe(19.99);
    expect(analyticsPrice(500)).toBe(5);
    expect(analyticsPrice(0)).toBe(0);
  });
});
