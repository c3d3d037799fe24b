import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizedOpeningHours, parseOpeningHours } from '../../../../core/domain/shipments/opening-hours.ts';

const HOURS = 'Mon–Fri 09:00–20:00, Sat 10:00–14:00';

describe('opening hours', () => {
  it('reads the carriers’ form into days and times', () => {
    expect(parseOpeningHours(HOURS)).toEqual([
      { from: 0, to: 4, opens: '09:00', closes: '20:00' },
      { from: 5, to: 5, opens: '10:00', closes: '14:00' },
    ]);
    expect(parseOpeningHours('24/7')).toBeNull();
  });

  it('shows weekdays and times in the store language', () => {
    expect(localizedOpeningHours(HOURS, 'es-ES')).toBe('lun–vie 9:00–20:00 y sáb 10:00–14:00');
    expect(localizedOpeningHours(HOURS, 'pl-PL')).toBe('pon.–pt. 09:00–20:00 i sob. 10:00–14:00');
    expect(localizedOpeningHours('Mon–Sat 08:30–21:00', 'da-DK')).toBe('man.–lør. 08.30–21.00');
    expect(localizedOpeningHours(HOURS, 'en-GB')).toBe('Mon–Fri 09:00–20:00, Sat 10:00–14:00');
  });

  it('shows text not in the carriers’ form as it came', () => {
    expect(localizedOpeningHours('Ring the bell', 'es-ES')).toBe('Ring the bell');
  });

  it('never shows an English weekday in a shop of another language', () => {
    const day = fc.constantFrom('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun');
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const span = fc.tuple(day, day, time, time).map(([from, to, opens, closes]) => `${from}–${to} ${opens}–${closes}`);
    fc.assert(
      fc.property(
        fc.array(span, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('es-ES', 'pl-PL', 'it-IT', 'da-DK', 'fr-FR', 'pt-PT', 'cs-CZ'),
        (spans, tag) => {
          const shown = localizedOpeningHours(spans.join(', '), tag);
          expect(shown).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/);
        },
      ),
    );
  });
});
