import type { Cents, Money } from '../../core/domain/pricing/money.ts';
import type { ShownCart, ShownCartLine } from '../../core/storefront/carts/shown-cart.ts';

export const eur = (amount: number): Money => ({ amount: amount as Cents, currency: 'EUR' });

export const aShownLine = (overrides: Partial<ShownCartLine> = {}): ShownCartLine =>
  ({
    id: 'line-1',
    articleId: 7,
    designId: 'design-1',
    customisation: null,
    quantity: 2,
    designName: 'Sunflowers',
    urlPreview: null,
    available: true,
    articleName: 'Mug',
    articleNamePlural: 'Mugs',
    unitPrice: eur(1250),
    lineTotal: eur(2500),
    ...overrides,
  }) as ShownCartLine;

export const aShownCart = (overrides: Partial<ShownCart> = {}): ShownCart => ({
  id: 'cart-1',
  store: 'WPX-ES',
  currency: 'EUR',
  lines: [aShownLine()],
  itemCount: 2,
  subtotal: eur(2500),
  shipping: eur(495),
  shippingQuote: { type: 'Chosen' },
  discount: eur(0),
  shippingDiscount: eur(0),
  total: eur(2995),
  promotion: null,
  pricesWithDecimals: true,
  ...overrides,
});
