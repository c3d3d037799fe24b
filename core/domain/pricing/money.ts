import { err, ok, type Result } from 'neverthrow';
import { MINOR_UNITS_PER_MAJOR, type CurrencyCode } from './currency.ts';

/** A non-negative whole number of minor units (cents, grosze, øre, haléře). */
export type Cents = number & { readonly __brand: 'Cents' };

export type Money = { readonly amount: Cents; readonly currency: CurrencyCode };

export type InvalidAmount = { readonly type: 'InvalidAmount'; readonly value: number };

export const invalidAmount = (value: number): InvalidAmount => ({ type: 'InvalidAmount', value });

const isCents = (value: number): value is Cents => Number.isSafeInteger(value) && value >= 0;

/** Refuses fractions, negatives, NaN and amounts beyond exact integer precision. */
export const toCents = (value: number): Result<Cents, InvalidAmount> =>
  isCents(value) ? ok(value) : err(invalidAmount(value));

export const money = (amount: number, currency: CurrencyCode): Result<Money, InvalidAmount> =>
  toCents(amount).map((cents) => ({ amount: cents, currency }));

/** From major units as the wire sends them (e.g. 12.99), rounded to the nearest minor unit. */
export const moneyFromMajor = (major: number, currency: CurrencyCode): Result<Money, InvalidAmount> =>
  Number.isFinite(major) ? money(Math.round(major * MINOR_UNITS_PER_MAJOR), currency) : err(invalidAmount(major));

export const zeroMoney = (currency: CurrencyCode): Money => ({ amount: 0 as Cents, currency });

export const toMajorUnits = (value: Money): number => value.amount / MINOR_UNITS_PER_MAJOR;

const sameCurrency = (a: Money, b: Money): void => {
  // Mixing currencies is a programming error: a cart and its prices share one currency.
  if (a.currency !== b.currency) throw new Error(`Currency mismatch: ${a.currency} and ${b.currency}`);
};

export const addMoney = (a: Money, b: Money): Money => {
  sameCurrency(a, b);
  return { amount: (a.amount + b.amount) as Cents, currency: a.currency };
};

/** Stops at zero: an amount of money is never negative. */
export const subtractMoney = (a: Money, b: Money): Money => {
  sameCurrency(a, b);
  return { amount: Math.max(0, a.amount - b.amount) as Cents, currency: a.currency };
};

export const multiplyMoney = (value: Money, times: number): Money => {
  if (!Number.isSafeInteger(times) || times < 0) throw new Error(`Cannot multiply money by ${times}`);
  return { amount: (value.amount * times) as Cents, currency: value.currency };
};

export const minMoney = (a: Money, b: Money): Money => {
  sameCurrency(a, b);
  return a.amount <= b.amount ? a : b;
};
