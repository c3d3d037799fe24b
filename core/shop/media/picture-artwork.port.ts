import type { PictureToRender } from './picture-repository.port.ts';

/** Draws the catalogue's pictures by code, so nothing is downloaded. */
export interface PictureArtwork {
  /** A source image (e.g. SVG) of the picture's subject at its full size; transparent around graphics. */
  draw(picture: PictureToRender): Uint8Array;
}
