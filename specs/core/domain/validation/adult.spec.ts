import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, isAdult, MINIMUM_AGE } from '../../../../core/domain/validation/adult.ts';
import { calendarDateOfInstant } from '../../../../core/domain/validation/calendar-date.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { date } from '../../../support/validation-builders.ts';

const clock = fixedClock('2026-11-20T10:00:00Z');

describe('isAdult (spec 5 and 9: at least 18 years from the birth date)', () => {
  it('has a minimum age of 18', () => {
    expect(MINIMUM_AGE).toBe(18);
  });

  it('counts the 18th birthday itself', () => {
    expect(isAdult(date(2008, 11, 20), clock)).toBe(true);
  });

  it('refuses the day before the 18th birthday', () => {
    expect(isAdult(date(2008, 11, 21), clock)).toBe(false);
  });

  it('refuses a later month and accepts an earlier one', () => {
    expect(isAdult(date(2008, 12, 1), clock)).toBe(false);
    expect(isAdult(date(2008, 10, 31), clock)).toBe(true);
  });

  it('refuses a birth date in the future', () => {
    expect(isAdult(date(2030, 1, 1), clock)).toBe(false);
  });

  it('uses the UTC day of the clock', () => {
    expect(isAdult(date(2008, 11, 21), fixedClock('2026-11-20T23:59:59Z'))).toBe(false);
    expect(isAdult(date(2008, 11, 21), fixedClock('2026-11-21T00:00:00Z'))).toBe(true);
  });

  it('makes someone born on 29 February an adult on 1 March of a common year', () => {
    const born = date(2008, 2, 29);
    expect(isAdult(born, fixedClock('2026-02-28T12:00:00Z'))).toBe(false);
    expect(isAdult(born, fixedClock('2026-03-01T00:00:00Z'))).toBe(true);
  });

  it('adds a year to someone born on 29 February on 1 March of common years and 29 February of leap years', () => {
    const born = date(2012, 2, 29);
    expect(ageOn(born, date(2030, 2, 28))).toBe(17);
    expect(ageOn(born, date(2030, 3, 1))).toBe(18);
    expect(ageOn(born, date(2032, 2, 28))).toBe(19);
    expect(ageOn(born, date(2032, 2, 29))).toBe(20);
  });

  it('matches a day-by-day count of birthdays', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40_000, max: 40_000 }), fc.integer({ min: 0, max: 40_000 }), (bornDay, lived) => {
        const born = calendarDateOfInstant(bornDay * 86_400_000);
        const today = calendarDateOfInstant((bornDay + lived) * 86_400_000);
        const eighteenth = new Date(Date.UTC(born.year + MINIMUM_AGE, born.month - 1, born.day));
        const adultFrom = calendarDateOfInstant(eighteenth.getTime());
        const expected =
          today.year > adultFrom.year ||
          (today.year === adultFrom.year &&
            (today.month > adultFrom.month || (today.month === adultFrom.month && today.day >= adultFrom.day)));
        expect(isAdult(born, { now: () => (bornDay + lived) * 86_400_000 })).toBe(expected);
      }),
    );
  });
});
