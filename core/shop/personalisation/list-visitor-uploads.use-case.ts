import type { ResultAsync } from 'neverthrow';
import type { CartOwner } from '../carts/cart.ts';
import { uploadVariantUrl } from '../../domain/media/upload-picture.ts';
import type { UploadVariant } from '../media/upload-repository.port.ts';
import type { VisitorImage, VisitorUploads } from './visitor-uploads.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The most uploads the editor offers to pick again. */
export const MAX_LISTED_UPLOADS = 100;

/** The canvas draws the 1280 px copy, the picker shows the 320 px one; a small image has only its own width. */
const urlOf = (id: string, variants: readonly UploadVariant[], width: number): string => {
  const jpegs = variants.filter((variant) => variant.format === 'jpg' || variant.format === 'png');
  const best =
    jpegs.filter((variant) => variant.width <= width).sort((a, b) => b.width - a.width)[0] ??
    [...jpegs].sort((a, b) => a.width - b.width)[0];
  return best === undefined ? '' : uploadVariantUrl(id, best.width, best.format);
};

/** An upload as the editor lists it: its size and the preview it shows. */
export const visitorUploadView = (image: VisitorImage) => ({
  id: image.id,
  width: image.width,
  height: image.height,
  canvasUrl: urlOf(image.id, image.variants, 1280),
  thumbnailUrl: urlOf(image.id, image.variants, 320),
  uploadedAt: new Date(image.createdAt).toISOString(),
});

export type VisitorUploadView = ReturnType<typeof visitorUploadView>;

/** This visitor's images to pick again, newest first. */
export const listVisitorUploads =
  (uploads: VisitorUploads) =>
  (owner: CartOwner): ResultAsync<readonly VisitorUploadView[], RepositoryFailure> =>
    uploads.list(owner, MAX_LISTED_UPLOADS).map((images) => images.map(visitorUploadView));
