import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { calendarDateOfInstant } from '../../../../core/domain/validation/calendar-date.ts';
import { formatDateString, parseDateString } from '../../../../core/domain/validation/date-string.ts';
import { date } from '../../../support/validation-builders.ts';

const existingDay = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((instant) => calendarDateOfInstant(instant.getTime()));

describe('parseDateString (spec 5: YYYY-M-D naming a real calendar date)', () => {
  it.each([
    ['2024-2-29', date(2024, 2, 29)],
    ['2024-02-09', date(2024, 2, 9)],
    ['1990-12-31', date(1990, 12, 31)],
    ['2000-1-1', date(2000, 1, 1)],
  ])('reads %s', (input, expected) => {
    expect(parseDateString(input)).toEqual(ok(expected));
  });

  it.each([
    ['a day that does not exist', '2023-2-29'],
    ['31 April', '2024-4-31'],
    ['month 13', '2024-13-1'],
    ['month 0', '2024-0-10'],
    ['day 0', '2024-1-0'],
    ['day 32', '2024-1-32'],
    ['a two-digit year', '24-1-1'],
    ['a three-digit month', '2024-001-1'],
    ['slashes', '2024/1/1'],
    ['a time part', '2024-01-01T00:00'],
    ['surrounding blanks', ' 2024-1-1'],
    ['year 0', '0000-1-1'],
    ['the empty string', ''],
  ])('refuses %s', (_why, input) => {
    expect(parseDateString(input)).toEqual(err({ type: 'InvalidDate' }));
  });

  it('round-trips every existing day through the canonical form', () => {
    fc.assert(
      fc.property(existingDay, (day) => {
        expect(parseDateString(formatDateString(day))).toEqual(ok(day));
      }),
    );
  });

  it('reads the unpadded form too', () => {
    fc.assert(
      fc.property(existingDay, (day) => {
        const unpadded = `${String(day.year).padStart(4, '0')}-${day.month}-${day.day}`;
        expect(parseDateString(unpadded)).toEqual(ok(day));
      }),
    );
  });

  it('agrees with the calendar on every numeric triple', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (y, m, d) => {
          const instant = new Date(Date.UTC(2000, m - 1, d));
          instant.setUTCFullYear(y);
          const exists = m >= 1 && m <= 12 && d >= 1 && instant.getUTCMonth() === m - 1 && instant.getUTCDate() === d;
          expect(parseDateString(`${String(y).padStart(4, '0')}-${m}-${d}`).isOk()).toBe(exists);
        },
      ),
    );
  });

  it('formats with zero padding', () => {
    expect(formatDateString(date(987, 3, 4))).toBe('0987-03-04');
  });
});
