import type { ResultAsync } from 'neverthrow';
import type { ImageProcessingFailure } from './image-processor.port.ts';
import type { PictureToRender } from './picture-repository.port.ts';

/** Draws the catalogue's pictures by code, so nothing is downloaded. */
export interface PictureArtwork {
  /** A source image (SVG, PNG) of the picture's subject at its full size; transparent around graphics. */
  draw(picture: PictureToRender): ResultAsync<Uint8Array, ImageProcessingFailure>;
}
