import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Quantity } from '../../../../core/domain/pricing/quantity.ts';
import { emptyCartView, priceCart, type CartPricingInput } from '../../../../core/shop/carts/cart-view.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import {
  aCart,
  aLine,
  code,
  ES_STORE,
  euros,
  FOX,
  lineId,
  MUG,
  OWL_MUGS_ONLY,
  POSTER,
} from '../../../support/carts-mother.ts';
import { promotion } from '../../../support/pricing-builders.ts';
import { personalisedCustomisation } from '../../../../core/shop/personalisation/personalised-line.ts';
import { designDocument, textLayer } from '../../../support/personalisation-mother.ts';

const clock = fixedClock('2026-11-20T10:00:00Z');

const input = (overrides: Partial<CartPricingInput> = {}): CartPricingInput => ({
  cart: aCart({
    lines: [
      aLine({ designId: FOX.designId, quantity: 2 as Quantity }),
      aLine({ id: lineId('line-2'), articleId: POSTER.articleId }),
    ],
  }),
  store: ES_STORE,
  articles: [MUG, POSTER],
  designs: [FOX],
  promotion: null,
  shipping: { price: euros(0), quote: { type: 'AtCheckout' } },
  pricesWithDecimals: true,
  ...overrides,
});

describe('priceCart', () => {
  it('names and prices every line and totals them with the core', () => {
    const view = priceCart(
      input({ shipping: { price: euros(495), quote: { type: 'Chosen' } } }),
      clock,
    )._unsafeUnwrap();
    expect(
      view.lines.map((line) => [line.articleName, line.designName, line.unitPrice?.amount, line.lineTotal?.amount]),
    ).toEqual([
      ['Taza', 'Zorro acuarela', 1295, 2590],
      ['Póster', null, 2000, 2000],
    ]);
    expect(view).toMatchObject({
      id: 'cart-1',
      currency: 'EUR',
      itemCount: 3,
      subtotal: euros(4590),
      shipping: euros(495),
      total: euros(5085),
      promotion: null,
    });
  });

  it('shows withdrawn articles and designs that cannot be printed on the article as unavailable, counting nothing', () => {
    const cart = aCart({
      lines: [
        aLine({ articleId: 999 }),
        aLine({ id: lineId('line-2'), articleId: POSTER.articleId, designId: OWL_MUGS_ONLY.designId }),
        aLine({ id: lineId('line-3'), designId: 'gone' }),
        aLine({ id: lineId('line-4') }),
      ],
    });
    const view = priceCart(input({ cart, designs: [OWL_MUGS_ONLY] }), clock)._unsafeUnwrap();
    expect(view.lines.map((line) => [line.available, line.articleName, line.designName, line.unitPrice])).toEqual([
      [false, null, null, null],
      [false, 'Póster', 'Búho', null],
      [false, 'Taza', null, null],
      [true, 'Taza', null, MUG.unitPrice],
    ]);
    expect(view.subtotal).toEqual(euros(1295));
  });

  it('prices a personalised line from its frozen document and shows its preview', () => {
    const twoSides = {
      ...designDocument(),
      surfaces: [
        { surfaceId: 'front', layers: [textLayer()] },
        { surfaceId: 'back', layers: [textLayer({ id: 'text-2' })] },
      ],
    };
    const personalised = personalisedCustomisation({ document: twoSides, previewId: 'v1', projectId: null });
    const cart = aCart({
      lines: [
        aLine({ customisation: personalised }),
        aLine({ id: lineId('line-2'), articleId: 999, customisation: personalised }),
      ],
    });
    const view = priceCart(input({ cart, designs: [] }), clock)._unsafeUnwrap();
    expect(view.lines.map((line) => [line.available, line.unitPrice?.amount, line.urlPreview])).toEqual([
      [true, 1295 + 324, '/images/previews/v1-640.jpg'],
      [false, undefined, '/images/previews/v1-640.jpg'],
    ]);
  });

  it('applies a usable promotion', () => {
    const view = priceCart(
      input({ cart: { ...input().cart, promotionCode: code('SAVE10') }, promotion: promotion() }),
      clock,
    )._unsafeUnwrap();
    expect(view.promotion).toEqual({ code: 'SAVE10', applied: true, problem: null });
    expect(view.discount).toEqual(euros(459));
  });

  it('says why a kept code no longer applies', () => {
    const cart = { ...input().cart, promotionCode: code('SAVE10') };
    expect(priceCart(input({ cart }), clock)._unsafeUnwrap().promotion).toEqual({
      code: 'SAVE10',
      applied: false,
      problem: 'UnknownPromotionCode',
    });
    const expired = promotion({ validUntil: Date.parse('2026-01-01T00:00:00Z') });
    expect(priceCart(input({ cart, promotion: expired }), clock)._unsafeUnwrap().promotion).toEqual({
      code: 'SAVE10',
      applied: false,
      problem: 'PromotionExpired',
    });
  });

  it('keeps a valid code that has nothing to take off yet without a problem', () => {
    const freeShipping = promotion({ code: 'SHIP', discount: { kind: 'fixedAmount', amount: 0 }, freeShipping: true });
    const cart = { ...input().cart, promotionCode: code('SHIP') };
    expect(priceCart(input({ cart, promotion: freeShipping }), clock)._unsafeUnwrap().promotion).toEqual({
      code: 'SHIP',
      applied: false,
      problem: null,
    });
  });

  it('refuses prices in another currency', () => {
    expect(
      priceCart(
        input({ shipping: { price: { amount: 100 as never, currency: 'PLN' }, quote: { type: 'Chosen' } } }),
        clock,
      ),
    ).toEqual(err({ type: 'CurrencyMismatch', expected: 'EUR', found: 'PLN' }));
  });
});

describe('emptyCartView', () => {
  it('is a cart of nothing in the store currency', () => {
    expect(emptyCartView(ES_STORE, true)).toMatchObject({
      id: null,
      store: 'WPX-ES',
      shippingQuote: { type: 'AtCheckout' },
      currency: 'EUR',
      lines: [],
      itemCount: 0,
      total: euros(0),
    });
  });
});
