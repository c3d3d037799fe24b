import { PRICE_DECIMALS, type CurrencyCode } from '../../domain/pricing/currency.ts';
import type { Money } from '../../domain/pricing/money.ts';
import { toMajorUnits } from '../../domain/pricing/money.ts';

export type ProductFacts = {
  readonly name: string;
  /** The design on one article: what a shopper orders, so its id and the article's name it. */
  readonly sku: string;
  readonly brand: string;
  readonly url: string;
  /** Absolute picture URLs, largest first. */
  readonly images: readonly string[];
  readonly price: Money;
  readonly description: string;
};

export type ProductJsonLd = {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'Product';
  readonly name: string;
  readonly sku: string;
  readonly brand: { readonly '@type': 'Brand'; readonly name: string };
  readonly description: string;
  readonly url: string;
  readonly image: readonly string[];
  readonly offers: {
    readonly '@type': 'Offer';
    readonly price: string;
    readonly priceCurrency: CurrencyCode;
    readonly availability: 'https://schema.org/InStock';
    readonly url: string;
  };
};

/** schema.org Product for a design page: the price as a dot-decimal string, as Google's rich results want. */
export const productJsonLd = (facts: ProductFacts): ProductJsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: facts.name,
  sku: facts.sku,
  brand: { '@type': 'Brand', name: facts.brand },
  description: facts.description,
  url: facts.url,
  image: facts.images,
  offers: {
    '@type': 'Offer',
    price: toMajorUnits(facts.price).toFixed(PRICE_DECIMALS),
    priceCurrency: facts.price.currency,
    availability: 'https://schema.org/InStock',
    url: facts.url,
  },
});
