import { describe, expect, it } from 'vitest';
import { formatStoreInstant, utcOffsetAt } from '../../ui/pages/back-office/desk-formats.ts';

describe("the desks' times", () => {
  it("give each zone's offset at that instant, summer time included", () => {
    expect(utcOffsetAt(new Date('2026-01-15T12:00:00Z'), 'Europe/Madrid')).toBe('UTC+1');
    expect(utcOffsetAt(new Date('2026-07-15T12:00:00Z'), 'Europe/Madrid')).toBe('UTC+2');
    expect(utcOffsetAt(new Date('2026-01-15T12:00:00Z'), 'Europe/Lisbon')).toBe('UTC');
    expect(utcOffsetAt(new Date('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(utcOffsetAt(new Date('2026-01-15T12:00:00Z'), 'America/St_Johns')).toBe('UTC−3:30');
  });

  it("show an order's time in its own store's zone, and in UTC for a store the shop does not know", () => {
    const late = '2026-12-07T23:30:00Z';
    expect(formatStoreInstant('es', late, 'WPX-ES')).toMatch(/^8 dic 2026, 0:30 UTC\+1$/);
    expect(formatStoreInstant('pl', late, 'WPX-PT')).toMatch(/7 gru 2026.*23:30 UTC$/);
    expect(formatStoreInstant('en', late, 'XX')).toMatch(/Dec 7, 2026.*11:30\sPM UTC$/);
  });
});
