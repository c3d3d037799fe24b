import type { CalendarDate } from '../../core/domain/validation/calendar-date.ts';
import { calendarDate } from '../../core/domain/validation/calendar-date.ts';

/** A calendar date for tests; throws on a day that does not exist, which is a broken test. */
export const date = (year: number, month: number, day: number): CalendarDate =>
  calendarDate(year, month, day).match(
    (value) => value,
    () => {
      throw new Error(`No such day: ${year}-${month}-${day}`);
    },
  );
