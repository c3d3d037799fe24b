import type { Clock } from './clock.port.ts';

/** The periods an accounts list (orders, tickets, invoices) can be narrowed to. */
export const DATE_FILTERS = ['without', 'thirty_days', 'three_months', 'this_year', 'last_year'] as const;

export type DateFilter = (typeof DATE_FILTERS)[number];

export const isDateFilter = (value: string): value is DateFilter => (DATE_FILTERS as readonly string[]).includes(value);

/** A half-open interval of instants in epoch milliseconds: from <= t < to. */
export type DateRange = { readonly from: number; readonly to: number };

const DAY_MS = 86_400_000;

const daysInMonth = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** The same wall-clock instant `months` earlier, clamped to the end of a shorter month (31 May -> 28/29 Feb). */
const monthsBefore = (instant: number, months: number): number => {
  const at = new Date(instant);
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - months, 1));
  const day = Math.min(at.getUTCDate(), daysInMonth(target.getUTCFullYear(), target.getUTCMonth()));
  return Date.UTC(
    target.getUTCFullYear(),
    target.getUTCMonth(),
    day,
    at.getUTCHours(),
    at.getUTCMinutes(),
    at.getUTCSeconds(),
    at.getUTCMilliseconds(),
  );
};

const startOfYear = (year: number): number => Date.UTC(year, 0, 1);

/** The interval a filter selects, in UTC calendar terms; `undefined` when the filter selects everything. */
export const dateRangeFor = (filter: DateFilter, clock: Clock): DateRange | undefined => {
  const now = clock.now();
  const year = new Date(now).getUTCFullYear();
  switch (filter) {
    case 'without':
      return undefined;
    case 'thirty_days':
      return { from: now - 30 * DAY_MS, to: now + 1 };
    case 'three_months':
      return { from: monthsBefore(now, 3), to: now + 1 };
    case 'this_year':
      return { from: startOfYear(year), to: now + 1 };
    case 'last_year':
      return { from: startOfYear(year - 1), to: startOfYear(year) };
  }
};
