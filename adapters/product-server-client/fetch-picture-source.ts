import { ResultAsync } from 'neverthrow';
import type { PictureReader, PictureUnavailable } from '../../core/storefront/personalisation/picture-source.port.ts';

type Fetch = (url: string) => Promise<Pick<Response, 'ok' | 'blob'>>;

const unavailable = (): PictureUnavailable => ({ type: 'PictureUnavailable' });

/** Catalogue pictures read with fetch, as Blobs: the browser's cache answers a picture the page already showed. */
export const fetchPictureSource = (fetchImpl: Fetch): PictureReader<Blob> => ({
  read: (url) =>
    ResultAsync.fromPromise(
      fetchImpl(url).then((response) => (response.ok ? response.blob() : Promise.reject(new Error('not ok')))),
      unavailable,
    ).map((blob) => ({ content: blob, type: blob.type, bytes: blob.size })),
});
