/** The orders a list of designs or products can be sorted in. */
export const SORTS = ['DATE_LAST_MODIFICATION', 'DATE_CREATION', 'POPULARITY'] as const;

export type Sort = (typeof SORTS)[number];

export const isSort = (value: string): value is Sort => (SORTS as readonly string[]).includes(value);
