import { describe, expect, it } from 'vitest';
import { isRefreshDue, SESSION_REFRESH_MS } from '../../../../core/domain/session/session-refresh.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';

describe('session refresh (spec sections 7, 9: every 24 hours, 86,400,000 ms)', () => {
  const clock = fixedClock('2026-11-20T10:00:00Z');
  const now = clock.now();

  it('is 86,400,000 ms', () => {
    expect(SESSION_REFRESH_MS).toBe(86_400_000);
  });

  it('is due when never refreshed or refreshed 24 hours ago or more', () => {
    expect(isRefreshDue(null, clock)).toBe(true);
    expect(isRefreshDue(now - SESSION_REFRESH_MS, clock)).toBe(true);
    expect(isRefreshDue(now - SESSION_REFRESH_MS + 1, clock)).toBe(false);
    expect(isRefreshDue(now, clock)).toBe(false);
  });
});
