import fc from 'fast-check';
import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  calendarDateOfInstant,
  compareCalendarDates,
  daysInMonth,
  isLeapYear,
} from '../../../../core/domain/validation/calendar-date.ts';
import { date } from '../../../support/validation-builders.ts';

describe('calendar dates', () => {
  it('knows the Gregorian leap years', () => {
    expect([2024, 2000, 1600].map(isLeapYear)).toEqual([true, true, true]);
    expect([2023, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
  });

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 13)).toBe(0);
  });

  it.each([
    [2023, 2, 29],
    [2024, 4, 31],
    [2024, 0, 1],
    [2024, 13, 1],
    [2024, 1, 0],
    [0, 1, 1],
    [10000, 1, 1],
    [2024.5, 1, 1],
    [2024, 1, 1.5],
  ])('refuses %i-%i-%i', (year, month, day) => {
    expect(calendarDate(year, month, day)).toEqual(err({ type: 'InvalidDate' }));
  });

  it('accepts 29 February in a leap year', () => {
    expect(calendarDate(2024, 2, 29).isOk()).toBe(true);
  });

  it('takes the UTC day of an instant', () => {
    expect(calendarDateOfInstant(Date.parse('2026-11-20T23:59:59Z'))).toEqual(date(2026, 11, 20));
    expect(calendarDateOfInstant(Date.parse('2026-11-21T00:00:00+01:00'))).toEqual(date(2026, 11, 20));
  });

  it('orders by year, then month, then day', () => {
    expect(compareCalendarDates(date(2025, 12, 31), date(2026, 1, 1))).toBeLessThan(0);
    expect(compareCalendarDates(date(2026, 3, 1), date(2026, 2, 28))).toBeGreaterThan(0);
    expect(compareCalendarDates(date(2026, 2, 27), date(2026, 2, 28))).toBeLessThan(0);
    expect(compareCalendarDates(date(2026, 2, 28), date(2026, 2, 28))).toBe(0);
  });

  it('orders dates like their instants', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.date({ noInvalidDate: true }), (a, b) => {
        const byDay = Math.sign(
          compareCalendarDates(calendarDateOfInstant(a.getTime()), calendarDateOfInstant(b.getTime())),
        );
        const dayA = Math.floor(a.getTime() / 86_400_000);
        const dayB = Math.floor(b.getTime() / 86_400_000);
        expect(byDay).toBe(Math.sign(dayA - dayB));
      }),
    );
  });
});
