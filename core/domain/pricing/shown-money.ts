import { MINOR_UNITS_PER_MAJOR } from './currency.ts';
import type { Cents, Money } from './money.ts';

/**
 * Money in the smallest unit the store shows: unchanged where prices have decimals, whole units
 * rounded up (the spec's price format) where they do not, so what is shown is what is counted.
 */
export const roundUpToShownUnit = (value: Money, pricesWithDecimals: boolean): Money =>
  pricesWithDecimals
    ? value
    : {
        amount: (Math.ceil(value.amount / MINOR_UNITS_PER_MAJOR) * MINOR_UNITS_PER_MAJOR) as Cents,
        currency: value.currency,
      };

/** A reduction in the smallest unit the store shows, rounded down like a percentage is to the minor unit. */
export const roundDownToShownUnit = (value: Money, pricesWithDecimals: boolean): Money =>
  pricesWithDecimals
    ? value
    : {
        amount: (Math.floor(value.amount / MINOR_UNITS_PER_MAJOR) * MINOR_UNITS_PER_MAJOR) as Cents,
        currency: value.currency,
      };
