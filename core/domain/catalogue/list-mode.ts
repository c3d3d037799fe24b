/** How a catalogue page lays out its results. */
export const LIST_MODES = ['LIST_DESIGNS', 'LIST', 'LANDING'] as const;

export type ListMode = (typeof LIST_MODES)[number];

export const isListMode = (value: string): value is ListMode => (LIST_MODES as readonly string[]).includes(value);
