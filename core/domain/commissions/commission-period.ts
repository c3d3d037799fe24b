/** A calendar month in UTC, 'YYYY-MM': the period an affiliate is paid for. */
export type CommissionPeriod = string & { readonly __brand: 'CommissionPeriod' };

/** From 2000-01 on: the pattern the Shop API document states too. */
export const COMMISSION_PERIOD = /^[2-9]\d{3}-(?:0[1-9]|1[0-2])$/;

export const isCommissionPeriod = (value: string): value is CommissionPeriod => COMMISSION_PERIOD.test(value);

/** The month an instant falls in, in UTC. */
export const periodOf = (instant: number): CommissionPeriod =>
  new Date(instant).toISOString().slice(0, 7) as CommissionPeriod;

/** The month after. */
export const nextPeriod = (period: CommissionPeriod): CommissionPeriod => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12
    ? (`${year + 1}-01` as CommissionPeriod)
    : (`${year}-${String(month + 1).padStart(2, '0')}` as CommissionPeriod);
};

/** The first instant of a period and the first of the next, in milliseconds: [start, end). */
export const periodBounds = (period: CommissionPeriod): { readonly start: number; readonly end: number } => ({
  start: Date.parse(`${period}-01T00:00:00Z`),
  end: Date.parse(`${nextPeriod(period)}-01T00:00:00Z`),
});

/** A paid period is frozen: an order placed in it is credited to the next period not yet paid. */
export const periodToCredit = (placedAt: number, paid: readonly CommissionPeriod[]): CommissionPeriod => {
  let period = periodOf(placedAt);
  while (paid.includes(period)) period = nextPeriod(period);
  return period;
};

/** The month before. */
export const previousPeriod = (period: CommissionPeriod): CommissionPeriod => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1
    ? (`${year - 1}-12` as CommissionPeriod)
    : (`${year}-${String(month - 1).padStart(2, '0')}` as CommissionPeriod);
};

/** The months a desk offers to open, newest first: `count` up to `current`, and the one shown if it is not among them. */
export const periodChoices = (
  current: CommissionPeriod,
  shown: CommissionPeriod,
  count: number,
): readonly CommissionPeriod[] => {
  const choices: CommissionPeriod[] = [];
  for (let period = current; choices.length < count; period = previousPeriod(period)) choices.push(period);
  return choices.includes(shown) ? choices : [...choices, shown];
};
