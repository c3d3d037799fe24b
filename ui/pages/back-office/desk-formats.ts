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

const formatIn = (language: string, timeZone: string): Intl.DateTimeFormat => {
  const key = `${language} ${timeZone}`;
  let format = instants.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    instants.set(key, format);
  }
  return format;
};

/** The zone's offset from UTC at that instant ("UTC+1", "UTC+5:30"), computed, so server and browser agree. */
export const utcOffsetAt = (date: Date, timeZone: string): string => {
  const parts = new Map(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(
    parts.get('year') ?? 0,
    (parts.get('month') ?? 1) - 1,
    parts.get('day') ?? 1,
    parts.get('hour') ?? 0,
    parts.get('minute') ?? 0,
  );
  const minutes = Math.round((local - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
  if (minutes === 0) return 'UTC';
  const whole = Math.abs(minutes);
  const rest = whole % 60;
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(whole / 60)}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
};

/** A day and time in the order's own store's time zone, with its offset: the desk lists every store together. */
export const formatStoreInstant = (language: string, iso: string, store: string): string => {
  if (!isStoreSlug(store)) return formatInstant(language, iso);
  const { timeZone } = storeFor(store);
  const date = new Date(iso);
  return `${formatIn(language, timeZone).format(date)} ${utcOffsetAt(date, timeZone)}`;
};

/** A day and time in the visitor's language, read in UTC: the server and the browser write the same text. */
export const formatInstant = (language: string, iso: string): string =>
  `${formatIn(language, 'UTC').format(new Date(iso))} UTC`;
