import type { Money } from '../../../core/domain/pricing/money.ts';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import type { Amount } from '../../../core/domain/customers/account-history.ts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A day in the visitor's language, read in UTC: the server and the browser write the same text. */
export const formatDay = (language: string, iso: string | number): string => {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
};

/** An amount as the accounts API carries it, in the store's price style. */
export const formatAmount = (amount: Amount, prices: PriceStyle): string => formatMoney(amount as Money, prices);
