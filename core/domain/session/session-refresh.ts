import type { Clock } from '../shared/clock.port.ts';

/** The auth session and the session's customer snapshot are fetched again after 24 hours. */
export const SESSION_REFRESH_MS = 86_400_000;

/** Never refreshed counts as due. */
export const isRefreshDue = (lastRefreshedAt: number | null, clock: Clock): boolean =>
  lastRefreshedAt === null || clock.now() - lastRefreshedAt >= SESSION_REFRESH_MS;
