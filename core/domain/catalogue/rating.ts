import type { RatingSummary } from './design.ts';

/** The average of `count` ratings adding up to `sum`, to one decimal; null before the first review. */
export const ratingSummary = (count: number, sum: number): RatingSummary | null =>
  count > 0 ? { average: Math.round((sum / count) * 10) / 10, count } : null;
