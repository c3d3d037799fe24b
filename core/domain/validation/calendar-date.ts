import { err, ok, type Result } from 'neverthrow';

/** A day of the Gregorian calendar that exists. */
export type CalendarDate = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
} & { readonly __brand: 'CalendarDate' };

export type InvalidDate = { readonly type: 'InvalidDate' };

export const invalidDate = (): InvalidDate => ({ type: 'InvalidDate' });

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);

/** Years 1 to 9999, months 1-12 and a day that exists in that month. */
export const calendarDate = (year: number, month: number, day: number): Result<CalendarDate, InvalidDate> =>
  [year, month, day].every(Number.isInteger) && year >= 1 && year <= 9999 && day >= 1 && day <= daysInMonth(year, month)
    ? ok({ year, month, day } as CalendarDate)
    : err(invalidDate());

/** The UTC calendar day of an instant (epoch milliseconds). */
export const calendarDateOfInstant = (epochMs: number): CalendarDate => {
  const instant = new Date(epochMs);
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
  } as CalendarDate;
};

export const compareCalendarDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;
