import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FILTERS, dateRangeFor, isDateFilter } from '../../../../core/domain/shared/date-filter.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

const at = (iso: string) => Date.parse(iso);

describe('date filter (spec section 3)', () => {
  itIsAnEnumeration(DATE_FILTERS, isDateFilter, ['without', 'thirty_days', 'three_months', 'this_year', 'last_year']);

  const clock = fixedClock('2026-11-20T10:00:00Z');

  it('without selects everything', () => {
    expect(dateRangeFor('without', clock)).toBeUndefined();
  });

  it('thirty_days is the last 30 days up to and including now', () => {
    expect(dateRangeFor('thirty_days', clock)).toEqual({
      from: at('2026-10-21T10:00:00Z'),
      to: at('2026-11-20T10:00:00.001Z'),
    });
  });

  it('three_months goes back three calendar months', () => {
    expect(dateRangeFor('three_months', clock)).toEqual({
      from: at('2026-08-20T10:00:00Z'),
      to: at('2026-11-20T10:00:00.001Z'),
    });
  });

  it('three_months from the 31st lands on the last day of a shorter month', () => {
    expect(dateRangeFor('three_months', fixedClock('2026-05-31T08:30:15.250Z'))?.from).toBe(
      at('2026-02-28T08:30:15.250Z'),
    );
    expect(dateRangeFor('three_months', fixedClock('2028-05-31T00:00:00Z'))?.from).toBe(at('2028-02-29T00:00:00Z'));
  });

  it('three_months crosses the year boundary', () => {
    expect(dateRangeFor('three_months', fixedClock('2027-01-15T00:00:00Z'))?.from).toBe(at('2026-10-15T00:00:00Z'));
  });

  it('this_year runs from 1 January (UTC) to now', () => {
    expect(dateRangeFor('this_year', clock)).toEqual({
      from: at('2026-01-01T00:00:00Z'),
      to: at('2026-11-20T10:00:00.001Z'),
    });
  });

  it('last_year is the whole previous calendar year', () => {
    expect(dateRangeFor('last_year', clock)).toEqual({
      from: at('2025-01-01T00:00:00Z'),
      to: at('2026-01-01T00:00:00Z'),
    });
  });

  it('every range is non-empty, ends no later than just after now, and the current instant is in it except last year', () => {
    const instants = fc.integer({ min: at('1980-01-01T00:00:00Z'), max: at('2200-01-01T00:00:00Z') });
    const filters = fc.constantFrom('thirty_days', 'three_months', 'this_year', 'last_year' as const);
    fc.assert(
      fc.property(instants, filters, (now, filter) => {
        const range = dateRangeFor(filter, { now: () => now });
        expect(range).toBeDefined();
        const { from, to } = range ?? { from: 0, to: 0 };
        expect(from).toBeLessThan(to);
        expect(to).toBeLessThanOrEqual(now + 1);
        expect(from <= now && now < to).toBe(filter !== 'last_year');
      }),
    );
  });

  it('three_months is between 89 and 92 days long', () => {
    fc.assert(
      fc.property(fc.integer({ min: at('1980-01-01T00:00:00Z'), max: at('2200-01-01T00:00:00Z') }), (now) => {
        const range = dateRangeFor('three_months', { now: () => now });
        const days = ((range?.to ?? 0) - 1 - (range?.from ?? 0)) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(89);
        expect(days).toBeLessThanOrEqual(92);
      }),
    );
  });
});
