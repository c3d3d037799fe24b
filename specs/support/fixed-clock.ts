import type { Clock } from '../../core/domain/shared/clock.port.ts';

/** A clock stopped at the given ISO instant. */
export const fixedClock = (iso: string): Clock => {
  const instant = Date.parse(iso);
  return { now: () => instant };
};
