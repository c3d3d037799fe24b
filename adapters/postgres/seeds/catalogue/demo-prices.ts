import { STORES, type Store } from '../../../../core/domain/site/stores.ts';
import type { CurrencyCode } from '../../../../core/domain/pricing/currency.ts';
import type { DemoArticle } from './demo-articles.ts';

/** Rough euro exchange rates; the result is rounded to the prices a shop in that currency would ask. */
const PER_EURO: Readonly<Record<CurrencyCode, number>> = { EUR: 1, PLN: 4.3, DKK: 7.46, CZK: 25 };

/** Articles on offer in every store, and those on offer in one store only. */
const ON_OFFER = new Set(['mug', 'cushion', 'puzzle', 'calendar', 'notebook']);
const ON_OFFER_IN: Readonly<Record<string, string>> = { canvas: 'WPX-PL' };

/** Whole units for the zloty, krone and koruna stores: small prices rounded up, larger ones to a price ending in 9. */
const wholeUnits = (major: number) => (major < 30 ? Math.ceil(major) : Math.ceil(major / 10) * 10 - 1);

/** Euro prices end in .95 (.45 for the Tintazul brand, which sells a little cheaper). */
const euroCents = (cents: number, store: Store) => {
  const rounded = Math.round(cents / 100) * 100 - 5;
  return store.brand === 'Tintazul' ? rounded - 50 : rounded;
};

const priceIn = (cents: number, store: Store) =>
  store.pricesWithDecimals ? euroCents(cents, store) : wholeUnits((cents / 100) * PER_EURO[store.currency]) * 100;

const isOnOffer = (article: DemoArticle, store: Store) =>
  ON_OFFER.has(article.slug) || ON_OFFER_IN[article.slug] === store.slug;

/** One price row per article and store; offers keep a compare-at price about 30% above the price. */
export const demoPrices = (articles: readonly DemoArticle[]) =>
  articles.flatMap((article) =>
    STORES.map((store) => ({
      articleId: article.id,
      store: store.slug,
      currency: store.currency,
      amountMinor: priceIn(article.euroCents, store),
      compareAtMinor: isOnOffer(article, store) ? priceIn(Math.round(article.euroCents * 1.3), store) : null,
    })),
  );
