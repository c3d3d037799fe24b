/** Days of the week as carriers write them, Monday first (ISO 8601). */
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** One stretch of the week: days `from`–`to` (0 = Monday) open from `opens` to `closes`, as 'HH:MM'. */
export type OpeningSpan = {
  readonly from: number;
  readonly to: number;
  readonly opens: string;
  readonly closes: string;
};

const SPAN =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:\s*[–-]\s*(Mon|Tue|Wed|Thu|Fri|Sat|Sun))?\s+(\d{2}:\d{2})\s*[–-]\s*(\d{2}:\d{2})$/;

const dayOf = (name: string): number => WEEKDAYS.indexOf(name as (typeof WEEKDAYS)[number]);

/** Reads the carriers' form, 'Mon–Fri 09:00–20:00, Sat 10:00–14:00'; null when any part is not in it. */
export const parseOpeningHours = (text: string): readonly OpeningSpan[] | null => {
  const spans: OpeningSpan[] = [];
  for (const part of text.split(',')) {
    const found = SPAN.exec(part.trim());
    if (found === null) return null;
    const [, from = '', to, opens = '', closes = ''] = found;
    spans.push({ from: dayOf(from), to: dayOf(to ?? from), opens, closes });
  }
  return spans;
};

// 1 January 2024 was a Monday: day n of the week is 1 + n January 2024, read in UTC.
const dayInstant = (day: number): number => Date.UTC(2024, 0, 1 + day);

const timeInstant = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return Date.UTC(2024, 0, 1, hours, minutes);
};

const formatSpan = (span: OpeningSpan, languageTag: string): string => {
  const weekday = new Intl.DateTimeFormat(languageTag, { weekday: 'short', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(languageTag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const days =
    span.from === span.to
      ? weekday.format(dayInstant(span.from))
      : `${weekday.format(dayInstant(span.from))}–${weekday.format(dayInstant(span.to))}`;
  return `${days} ${time.formatRange(timeInstant(span.opens), timeInstant(span.closes))}`;
};

/**
 * A pickup point's opening hours in the store's language (weekdays and times by Intl), e.g.
 * 'lun–vie 9:00–20:00' for 'es-ES'; text not in the carriers' form is shown as it came.
 */
export const localizedOpeningHours = (text: string, languageTag: string): string => {
  const spans = parseOpeningHours(text);
  if (spans === null) return text;
  return new Intl.ListFormat(languageTag, { style: 'short', type: 'unit' }).format(
    spans.map((span) => formatSpan(span, languageTag)),
  );
};
