import type { Clock } from '../../core/domain/shared/clock.port.ts';

export const systemClock: Clock = { now: () => Date.now() };
