/** A span of working days, both ends counted: `min` at the soonest, `max` at the latest. */
export type WorkingDays = { readonly min: number; readonly max: number };

/** When an order made now should arrive: both ends are UTC midnights of working days. */
export type DeliveryEstimate = { readonly earliest: number; readonly latest: number };

const DAY_MS = 86_400_000;

/** Articles made to order: most leave the workshop in 2 to 4 working days, photo books and canvases take longer. */
const STANDARD_PRODUCTION: WorkingDays = { min: 2, max: 4 };
const SLOW_PRODUCTION: WorkingDays = { min: 3, max: 6 };
const SLOW_KINDS: ReadonlySet<string> = new Set(['photo-book', 'canvas']);

export const productionDaysOf = (articleKind: string): WorkingDays =>
  SLOW_KINDS.has(articleKind) ? SLOW_PRODUCTION : STANDARD_PRODUCTION;

/** The promise a shopper can rely on: the carrier service whose latest day is soonest, then whose first is; none without a service. */
export const quickestCarrierDays = (services: readonly WorkingDays[]): WorkingDays | null => {
  let quickest: WorkingDays | null = null;
  for (const days of services) {
    if (quickest === null || days.max < quickest.max || (days.max === quickest.max && days.min < quickest.min)) {
      quickest = days;
    }
  }
  return quickest === null ? null : { min: quickest.min, max: quickest.max };
};

/** Days since 1970-01-01 (a Thursday) are Saturday at 2 and Sunday at 3, modulo 7. */
const isWeekend = (epochDay: number): boolean => {
  const weekday = (((epochDay + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
};

/** The UTC day `count` working days after `epochDay`; Saturdays and Sundays do not count. */
const addWorkingDays = (epochDay: number, count: number): number => {
  let day = epochDay;
  for (let left = count; left > 0;) {
    day += 1;
    if (!isWeekend(day)) left -= 1;
  }
  return day;
};

/**
 * Production and carriage counted in working days from the day of the order (UTC): the soonest ends add the
 * soonest ends, the latest the latest. Days are whole and non-negative; a range given backwards is read forwards.
 */
export const deliveryEstimate = (
  orderedAt: number,
  production: WorkingDays,
  carrier: WorkingDays,
): DeliveryEstimate => {
  const today = Math.floor(orderedAt / DAY_MS);
  const soonest = Math.min(production.min, production.max) + Math.min(carrier.min, carrier.max);
  const latest = Math.max(production.min, production.max) + Math.max(carrier.min, carrier.max);
  return {
    earliest: addWorkingDays(today, Math.max(0, Math.floor(soonest))) * DAY_MS,
    latest: addWorkingDays(today, Math.max(0, Math.floor(latest))) * DAY_MS,
  };
};
