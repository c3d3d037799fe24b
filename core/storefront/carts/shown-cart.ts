import type { ShippingQuote } from '../../domain/checkout/shipping-quote.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';

type ShownLineBase = {
  readonly id: string;
  readonly articleId: number;
  readonly designId: string | null;
  readonly customisation: { readonly [key: string]: unknown } | null;
  readonly quantity: number;
  readonly designName: string | null;
  /** A personalised line's preview rendered by the shop (jpg; the same path in .avif and .webp), else null. */
  readonly urlPreview: string | null;
};

/** A line as the shop priced it today; an unavailable line is shown but counted for nothing. */
export type ShownCartLine = ShownLineBase &
  (
    | {
        readonly available: true;
        readonly articleName: string;
        readonly articleNamePlural: string;
        readonly unitPrice: Money;
        readonly lineTotal: Money;
      }
    | {
        readonly available: false;
        readonly articleName: string | null;
        readonly articleNamePlural: string | null;
        readonly unitPrice: null;
        readonly lineTotal: null;
      }
  );

/** The shopper's cart as the shop service shows it: lines, and totals the core computed. */
export type ShownCart = {
  readonly id: string | null;
  readonly store: StoreSlug;
  readonly currency: CurrencyCode;
  readonly lines: readonly ShownCartLine[];
  readonly itemCount: number;
  readonly subtotal: Money;
  readonly shipping: Money;
  /** What the cart says about shipping while `shipping` counts nothing yet. */
  readonly shippingQuote: ShippingQuote;
  readonly discount: Money;
  readonly shippingDiscount: Money;
  readonly total: Money;
  readonly promotion: {
    readonly code: string;
    readonly applied: boolean;
    readonly problem: string | null;
  } | null;
  /** Whether the shop worked the amounts out with decimals: formatted the same way, they show what is charged. */
  readonly pricesWithDecimals: boolean;
};
