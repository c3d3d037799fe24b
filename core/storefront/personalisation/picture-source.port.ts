import type { ResultAsync } from 'neverthrow';

/** A published picture's bytes (a Blob in the browser), their media type and size. */
export type FetchedPicture<Content> = { readonly content: Content; readonly type: string; readonly bytes: number };

/** The picture could not be read: no answer, or not a success. */
export type PictureUnavailable = { readonly type: 'PictureUnavailable' };

/** Where the shop's catalogue pictures are read from. */
export interface PictureReader<Content> {
  read(url: string): ResultAsync<FetchedPicture<Content>, PictureUnavailable>;
}
