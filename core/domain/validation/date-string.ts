import { err, type Result } from 'neverthrow';
import { calendarDate, invalidDate, type CalendarDate, type InvalidDate } from './calendar-date.ts';

const DATE_STRING = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** 'YYYY-M-D' with one- or two-digit month and day, naming a day that exists (spec 5). */
export const parseDateString = (input: string): Result<CalendarDate, InvalidDate> => {
  const match = DATE_STRING.exec(input);
  if (match === null) return err(invalidDate());
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return calendarDate(year, month, day);
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** The canonical 'YYYY-MM-DD' form, which parseDateString reads back to the same date. */
export const formatDateString = (date: CalendarDate): string =>
  `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
