/** A list filter that can match everything, only true, or only false. */
export const TRI_STATES = ['ALL', 'true', 'false'] as const;

export type TriState = (typeof TRI_STATES)[number];

export const isTriState = (value: string): value is TriState => (TRI_STATES as readonly string[]).includes(value);

/** Whether a boolean attribute passes the filter. */
export const matchesTriState = (filter: TriState, value: boolean): boolean =>
  filter === 'ALL' || filter === String(value);
