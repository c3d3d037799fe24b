import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deliveryEstimate,
  productionDaysOf,
  quickestCarrierDays,
  type WorkingDays,
} from '../../../../core/domain/shipments/delivery-estimate.ts';

const DAY_MS = 86_400_000;
const utc = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`);
const weekdayOf = (instant: number) => new Date(instant).getUTCDay();
/** Working days strictly after `from`'s day up to and including `to`'s. */
const workingDaysBetween = (from: number, to: number) => {
  let count = 0;
  for (let day = Math.floor(from / DAY_MS) + 1; day <= Math.floor(to / DAY_MS); day += 1) {
    const weekday = weekdayOf(day * DAY_MS);
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
};

const instants = fc.integer({ min: utc('2000-01-01'), max: utc('2100-01-01') });
const spans = fc
  .tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }))
  .map(([a, b]): WorkingDays => ({ min: Math.min(a, b), max: Math.max(a, b) }));

describe('deliveryEstimate', () => {
  it('counts production and carriage in working days from the day of the order', () => {
    // Thursday 20 November 2025, in the afternoon: 2 + 1 working days is Tuesday, 4 + 3 is Monday 1 December.
    expect(deliveryEstimate(Date.parse('2025-11-20T15:30:00Z'), { min: 2, max: 4 }, { min: 1, max: 3 })).toEqual({
      earliest: utc('2025-11-25'),
      latest: utc('2025-12-01'),
    });
  });

  it('starts counting on Monday for an order made at the weekend', () => {
    expect(deliveryEstimate(Date.parse('2025-11-22T10:00:00Z'), { min: 1, max: 1 }, { min: 0, max: 0 })).toEqual({
      earliest: utc('2025-11-24'),
      latest: utc('2025-11-24'),
    });
  });

  it('ends on working days separated from the order by exactly the days promised', () => {
    fc.assert(
      fc.property(instants, spans, spans, (orderedAt, production, carrier) => {
        const { earliest, latest } = deliveryEstimate(orderedAt, production, carrier);
        expect(earliest % DAY_MS).toBe(0);
        expect(latest % DAY_MS).toBe(0);
        expect(earliest).toBeLessThanOrEqual(latest);
        expect(workingDaysBetween(orderedAt, earliest)).toBe(production.min + carrier.min);
        expect(workingDaysBetween(orderedAt, latest)).toBe(production.max + carrier.max);
        if (production.min + carrier.min > 0) expect([0, 6]).not.toContain(weekdayOf(earliest));
        if (production.max + carrier.max > 0) expect([0, 6]).not.toContain(weekdayOf(latest));
      }),
    );
  });

  it('reads a span given backwards forwards and never goes back in time', () => {
    fc.assert(
      fc.property(instants, spans, spans, (orderedAt, production, carrier) => {
        const backwards = deliveryEstimate(
          orderedAt,
          { min: production.max, max: production.min },
          { min: carrier.max, max: carrier.min },
        );
        expect(backwards).toEqual(deliveryEstimate(orderedAt, production, carrier));
        expect(deliveryEstimate(orderedAt, { min: -3, max: -1 }, { min: 0, max: 0 })).toEqual({
          earliest: Math.floor(orderedAt / DAY_MS) * DAY_MS,
          latest: Math.floor(orderedAt / DAY_MS) * DAY_MS,
        });
      }),
    );
  });
});

describe('productionDaysOf', () => {
  it('makes most articles in 2 to 4 working days and photo books and canvases in 3 to 6', () => {
    expect(productionDaysOf('mug')).toEqual({ min: 2, max: 4 });
    expect(productionDaysOf('photo-book')).toEqual({ min: 3, max: 6 });
    expect(productionDaysOf('canvas')).toEqual({ min: 3, max: 6 });
  });
});

describe('quickestCarrierDays', () => {
  it('promises the service whose latest day is soonest, then whose first day is', () => {
    expect(
      quickestCarrierDays([
        { min: 2, max: 4 },
        { min: 1, max: 3 },
        { min: 2, max: 3 },
        { min: 3, max: 5 },
      ]),
    ).toEqual({ min: 1, max: 3 });
  });

  it('has nothing to promise without a service', () => {
    expect(quickestCarrierDays([])).toBeNull();
  });

  it('is one of the services, none of which is quicker', () => {
    fc.assert(
      fc.property(fc.array(spans, { minLength: 1, maxLength: 12 }), (services) => {
        const quickest = quickestCarrierDays(services);
        expect(services).toContainEqual(quickest);
        for (const days of services) {
          expect(days.max > quickest!.max || (days.max === quickest!.max && days.min >= quickest!.min)).toBe(true);
        }
      }),
    );
  });
});
