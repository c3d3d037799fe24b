import type { Clock } from '../shared/clock.port.ts';
import { calendarDateOfInstant, type CalendarDate } from './calendar-date.ts';

export const MINIMUM_AGE = 18;

/** Completed years on `today`; someone born on 29 February completes a year on 1 March in common years. */
export const ageOn = (birthDate: CalendarDate, today: CalendarDate): number => {
  const birthdayPassed =
    today.month > birthDate.month || (today.month === birthDate.month && today.day >= birthDate.day);
  return today.year - birthDate.year - (birthdayPassed ? 0 : 1);
};

/** At least 18 on the Clock's UTC today; the 18th birthday itself counts. */
export const isAdult = (birthDate: CalendarDate, clock: Clock): boolean =>
  ageOn(birthDate, calendarDateOfInstant(clock.now())) >= MINIMUM_AGE;
