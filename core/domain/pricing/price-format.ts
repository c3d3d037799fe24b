import { PRICE_DECIMALS, type CurrencyCode } from './currency.ts';
import type { Money } from './money.ts';
import { toMajorUnits } from './money.ts';

const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** A finite number, or a string holding a plain decimal number; anything else is not a price. */
const numericValue = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !PLAIN_NUMBER.test(value.trim())) return null;
  return Number(value.trim());
};

// 15 significant digits drop binary noise, so 0.1 * 3 counts as 0.3 and 1.1 * 3 does not round up to 4.
const withoutFloatNoise = (value: number): number => Number(value.toPrecision(15));

const roundHalfAwayFromZero = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return (Math.sign(value) * Math.round(withoutFloatNoise(Math.abs(value) * scale))) / scale;
};

type Shown = { readonly value: number; readonly decimals: 0 | typeof PRICE_DECIMALS };

/** The spec's rule: whole units rounded up, or else no decimals for whole numbers and exactly 2 otherwise. */
const shownAmount = (value: number, withDecimals: boolean): Shown => {
  const exact = withoutFloatNoise(value);
  // Adding 0 turns -0 into 0, so no "-0" is ever shown.
  if (!withDecimals) return { value: Math.ceil(exact) + 0, decimals: 0 };
  if (Number.isInteger(exact)) return { value: exact + 0, decimals: 0 };
  return { value: roundHalfAwayFromZero(exact, PRICE_DECIMALS) + 0, decimals: PRICE_DECIMALS };
};

// Building a NumberFormat costs far more than using one, and a page shows dozens of prices in one or two styles.
const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (locale: string, decimals: number, currency?: CurrencyCode): Intl.NumberFormat => {
  const key = `${locale}|${currency ?? ''}|${decimals}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, {
      ...(currency === undefined ? { useGrouping: false } : { style: 'currency', currency }),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

const format = (shown: Shown, locale: string, currency?: CurrencyCode): string =>
  formatterFor(locale, shown.decimals, currency).format(shown.value);

/** The bare amount as the spec formats it ('13', '12', '12.50'); '' when the value is not numeric. */
export const formatPriceAmount = (value: unknown, withDecimals: boolean): string => {
  const numeric = numericValue(value);
  return numeric === null ? '' : format(shownAmount(numeric, withDecimals), 'en-US');
};

export type PriceFormatOptions = {
  /** BCP 47 tag, e.g. 'pl-PL' (a store's languageTag). */
  readonly locale: string;
  readonly currency: CurrencyCode;
  readonly withDecimals: boolean;
};

// A shop shows the same few hundred prices over and over; formatting one is the costly part of showing it.
const shownPrices = new Map<string, string>();
export const SHOWN_PRICES_KEPT = 10_000;

const keptShown = (key: string, show: () => string): string => {
  let shown = shownPrices.get(key);
  if (shown === undefined) {
    if (shownPrices.size >= SHOWN_PRICES_KEPT) shownPrices.clear();
    shown = show();
    shownPrices.set(key, shown);
  }
  return shown;
};

/** The amount with the locale's currency format, e.g. '12,50 €' or '13 zł'; '' when not numeric. */
export const formatPrice = (value: unknown, options: PriceFormatOptions): string => {
  const numeric = numericValue(value);
  if (numeric === null) return '';
  return keptShown(`${options.locale}|${options.currency}|${options.withDecimals ? 1 : 0}|${numeric}`, () =>
    format(shownAmount(numeric, options.withDecimals), options.locale, options.currency),
  );
};

/** Money in the locale's currency format; kept by its minor units, with no options object spread per call. */
export const formatMoney = (value: Money, options: Omit<PriceFormatOptions, 'currency'>): string =>
  keptShown(`${options.locale}|${value.currency}|${options.withDecimals ? 1 : 0}|${value.amount}c`, () =>
    format(shownAmount(toMajorUnits(value), options.withDecimals), options.locale, value.currency),
  );
