/** The kinds of editorial content a page can embed. */
export const CONTENT_KINDS = ['RESOURCE', 'TAB', 'ARTICLE'] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];

export const isContentKind = (value: string): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value);
