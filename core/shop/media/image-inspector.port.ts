import type { ResultAsync } from 'neverthrow';

/** What an uploaded image is, as far as re-encoding needs to know: its upright size and whether it has alpha. */
export type ImageFacts = { readonly width: number; readonly height: number; readonly hasAlpha: boolean };

export type ImageUnreadable = { readonly type: 'ImageUnreadable'; readonly cause: string };

/** Reads an image's header without decoding its pixels. */
export interface ImageInspector {
  inspect(source: Uint8Array): ResultAsync<ImageFacts, ImageUnreadable>;
}
