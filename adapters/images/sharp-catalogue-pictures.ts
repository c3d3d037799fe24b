import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import sharp from 'sharp';
import { artworkFor } from '../../core/domain/catalogue/design-artwork.ts';
import type { StoredImage } from '../../core/domain/media/picture-sources.ts';
import { placePhoto } from '../../core/domain/personalisation/placement.ts';
import { bleedBox, trimBox, type PrintSurface } from '../../core/domain/personalisation/print-surface.ts';
import type { BlobStore } from '../../core/shop/media/blob-store.port.ts';
import type { ImageProcessingFailure, ImageProcessor } from '../../core/shop/media/image-processor.port.ts';
import type { PictureArtwork } from '../../core/shop/media/picture-artwork.port.ts';
import type { PictureToRender } from '../../core/shop/media/picture-repository.port.ts';
import { pictureBlobKey } from '../../core/shop/media/render-picture.use-case.ts';
import type { RenderFailure, SurfaceToRender } from '../../core/shop/personalisation/design-renderer.port.ts';
import { demoArtworkSvg, demoPictureArtwork, printAreaOf, type PrintArea } from './demo-picture-artwork.ts';

const failure = (cause: unknown): ImageProcessingFailure => ({ type: 'ImageProcessingFailure', cause: String(cause) });

/** The artwork copy mockups are drawn from: one of its listed widths, so it is the very file `/media` serves. */
const MOCKUP_SOURCE_WIDTH = 960;

const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** An apparel print area has no print surface yet: a plain sheet of its shape stands in, 1 mm a picture pixel. */
const standInSurface = ([, , width, height]: PrintArea): PrintSurface => ({
  id: 'front',
  side: 'front',
  shape: 'rectangle',
  widthMm: width,
  heightMm: height,
  bleedMm: 0,
  safeMarginMm: 0,
  mask: null,
  recommendedPpi: 150,
  minimumPpi: 75,
});

/** The design renderer's drawing of a surface as its previews show it (`sharpSurfaceDrawing`), as a PNG. */
type SurfaceDrawing = (target: SurfaceToRender, width: number) => ResultAsync<Uint8Array, RenderFailure>;

type Deps = { readonly blobs: BlobStore; readonly images: ImageProcessor; readonly draw: SurfaceDrawing };

/** The artwork's PNG at the mockup width, kept in the blob store under the key `/media` serves it from. */
const artworkCopy = (deps: Deps, designId: string, artwork: StoredImage) => {
  const variant = { id: artwork.id, width: Math.min(MOCKUP_SOURCE_WIDTH, artwork.width), format: 'png' as const };
  const key = pictureBlobKey(variant);
  return deps.blobs
    .get(key)
    .andThen((kept) =>
      kept
        ? okAsync(kept)
        : deps.images
            .encode(demoArtworkSvg(designId, artwork.width, artwork.height), variant)
            .andThen((bytes) => deps.blobs.put(key, bytes).map(() => bytes)),
    )
    .map(() => ({ key, width: variant.width }))
    .mapErr((error) => failure(error.cause));
};

/**
 * A design on an article, as a shopper will get it: a design document whose one photo layer is the artwork filling
 * the article's print surface (cover-cropped, as the editor's template places it), drawn by the design renderer, then
 * laid into the article's print area (cover-cropped to it) on the article's own picture.
 */
const mockup = (
  deps: Deps,
  picture: PictureToRender,
  designId: string,
): ResultAsync<Uint8Array, ImageProcessingFailure> => {
  const area = printAreaOf(picture.subject.articleKind);
  const surface = picture.subject.surface ?? standInSurface(area);
  const artwork = artworkFor(picture.subject.artworks, bleedBox(surface));
  if (artwork === null) return errAsync(failure(`design ${designId} has no artwork`));
  const scale = picture.width / 960;
  const [left, top, width, height] = area.map((value) => Math.round(value * scale)) as [number, number, number, number];
  const trim = trimBox(surface);
  const cover = Math.max(width / trim.width, height / trim.height);
  return artworkCopy(deps, designId, artwork)
    .andThen((copy) =>
      deps
        .draw(
          {
            surface,
            design: {
              surfaceId: surface.id,
              layers: [placePhoto('artwork', { uploadId: artwork.id, ...artwork }, surface, 'fill')],
            },
            images: [{ ...artwork, blobKey: copy.key, variants: [{ format: 'png', ...copy }], createdAt: 0 }],
          },
          Math.round(Math.max(trim.width, trim.height) * cover),
        )
        .mapErr((error) => failure(error.cause)),
    )
    .andThen((drawn) =>
      ResultAsync.fromPromise(
        (async () => {
          const printed = await sharp(drawn).resize(width, height, { fit: 'cover' }).png().toBuffer();
          const base = Buffer.from(demoPictureArtwork.draw(picture));
          const png = await sharp(base)
            .composite([{ input: printed, left, top }])
            .png()
            .toBuffer();
          return bytesOf(png);
        })(),
        failure,
      ),
    );
};

/**
 * The demo catalogue's pictures: a design's artwork drawn by code at print resolution, an article's own picture, and
 * each mockup composited from the artwork by the same renderer that draws previews and print files.
 */
export const sharpCataloguePictures = (deps: Deps): PictureArtwork => ({
  draw: (picture) => {
    const designId = picture.subject.designId;
    if (picture.subject.role === 'artwork' || designId === null) return okAsync(demoPictureArtwork.draw(picture));
    // Composited once and kept: the picture's dozen widths and formats are all encoded from it.
    const key = `media/mockups/${picture.id}.png`;
    return deps.blobs
      .get(key)
      .mapErr((error) => failure(error.cause))
      .andThen((kept) =>
        kept
          ? okAsync(kept)
          : mockup(deps, picture, designId).andThen((bytes) =>
              deps.blobs
                .put(key, bytes)
                .mapErr((error) => failure(error.cause))
                .map(() => bytes),
            ),
      );
  },
});
