/** ISO 4217 codes of the currencies the stores sell in. */
export const CURRENCIES = ['PLN', 'EUR', 'DKK', 'CZK'] as const;

export type CurrencyCode = (typeof CURRENCIES)[number];

export const isCurrencyCode = (value: string): value is CurrencyCode =>
  (CURRENCIES as readonly string[]).includes(value);

/** Digits after the decimal point of every price (spec 9); all four currencies have 2 minor digits. */
export const PRICE_DECIMALS = 2;

export const MINOR_UNITS_PER_MAJOR = 10 ** PRICE_DECIMALS;
