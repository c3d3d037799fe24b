import type { Money } from '../../../core/domain/pricing/money.ts';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import { isStoreSlug, storeFor } from '../../../core/domain/site/stores.ts';
import { chargedPriceStyleOf } from '../../../core/storefront/catalogue/price-style.ts';

import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import type { Amount } from '../../../core/domain/customers/account-history.ts';

/** An amount exactly as charged, in its own store's number format: the desk lists every store's orders together. */
export const formatStoreAmount = (amount: Amount, store: string): string =>
  isStoreSlug(store)
    ? formatMoney(amount as Money, chargedPriceStyleOf(storeFor(store)))
    : `${(amount.amount / 100).toFixed(2)} ${amount.currency}`;

const STATUS_NAMES = new Map<number, string>(Object.entries(ORDER_STATUS).map(([name, code]) => [code, name]));

/** An order status code's name, the key its text is kept under (general: accounts.status.*). */
export const statusNameOf = (code: number): string => STATUS_NAMES.get(code) ?? String(code);

const instants = new Map<string, Intl.DateTimeFormat>();

/** A day and time in the visitor's language, read in UTC: the server and the browser write the same text. */
export const formatInstant = (language: string, iso: string): string => {
  let format = instants.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    instants.set(language, format);
  }
  return `${format.format(new Date(iso))} UTC`;
};
