export const MEDIA_TYPES = ['IMAGE', 'VIDEO'] as const;

export type MediaType = (typeof MEDIA_TYPES)[number];

export const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);
