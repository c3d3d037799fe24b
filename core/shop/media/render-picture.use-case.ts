import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { IMAGE_FORMAT_SETS, IMAGE_MIME_TYPES, type ImageFormat } from '../../domain/media/image-format.ts';
import type { BlobStore, BlobStoreFailure } from './blob-store.port.ts';
import type { ImageProcessingFailure, ImageProcessor } from './image-processor.port.ts';
import type { PictureArtwork } from './picture-artwork.port.ts';
import type { PictureRepository, PictureToRender } from './picture-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type PictureNotFound = { readonly type: 'PictureNotFound' };

export type RenderPictureError = PictureNotFound | RepositoryFailure | BlobStoreFailure | ImageProcessingFailure;

/** One variant as `mediaUrl` names it: `/media/{id}-{width}.{format}`. */
export type PictureVariant = { readonly id: string; readonly width: number; readonly format: ImageFormat };

export type RenderedPicture = { readonly bytes: Uint8Array; readonly contentType: string };

type Deps = {
  readonly pictures: PictureRepository;
  readonly blobs: BlobStore;
  readonly images: ImageProcessor;
  readonly artwork: PictureArtwork;
};

/** Where a catalogue picture's variant is kept in the blob store. */
export const pictureBlobKey = (variant: PictureVariant): string =>
  `media/${variant.id}-${variant.width}.${variant.format}`;

/** Only the widths and formats a picture is listed with exist, so a crawler cannot fill the disk with variants. */
const isServed = (picture: PictureToRender, variant: PictureVariant): boolean =>
  picture.widths.includes(variant.width) &&
  (IMAGE_FORMAT_SETS[picture.formats] as readonly ImageFormat[]).includes(variant.format);

const drawAndKeep = (deps: Deps, picture: PictureToRender, variant: PictureVariant, key: string) =>
  deps.artwork
    .draw(picture)
    .andThen((source) => deps.images.encode(source, variant))
    .andThen((bytes) => deps.blobs.put(key, bytes).map(() => bytes));

/** A variant rendered on first request and kept in the blob store, so later requests only read it. */
export const renderPicture =
  (deps: Deps) =>
  (variant: PictureVariant): ResultAsync<RenderedPicture, RenderPictureError> =>
    deps.pictures.picture(variant.id).andThen((picture) => {
      if (picture === null || !isServed(picture, variant)) return errAsync({ type: 'PictureNotFound' as const });
      const key = pictureBlobKey(variant);
      return deps.blobs
        .get(key)
        .andThen((kept) => (kept ? okAsync(kept) : drawAndKeep(deps, picture, variant, key)))
        .map((bytes) => ({ bytes, contentType: IMAGE_MIME_TYPES[variant.format] }));
    });
