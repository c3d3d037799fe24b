import type { MediaAssetKind } from '../media/media-asset-kind.ts';
import { mediaUrl, type StoredImage } from '../media/picture-sources.ts';

/** The media kind a design's artwork is kept under; every other picture of a design is a mockup for the pages. */
export const ARTWORK_MEDIA_KIND = 'design' satisfies MediaAssetKind;

/**
 * What a catalogue design prints: its art alone (no article, no words), one file per aspect it is drawn for, at
 * print resolution. Its mockups are pictures of the article; the editor's template and every print file use this.
 */
export type DesignArtwork = StoredImage & {
  /** The full-resolution file: a lossless PNG, so what is printed is what was drawn. */
  readonly src: string;
};

/** The file an artwork prints from: its own width, lossless. */
export const designArtwork = (stored: StoredImage): DesignArtwork => ({
  ...stored,
  src: mediaUrl(stored.id, stored.width, 'png'),
});

type Size = { readonly width: number; readonly height: number };

/** How far apart two proportions are, the same whichever is the wider: |ln(a / b)|. */
const aspectDistance = (a: Size, b: Size): number => Math.abs(Math.log(a.width / a.height / (b.width / b.height)));

/**
 * The artwork to print in a frame (a surface's bleed box): the one whose proportions are nearest, since it is
 * cover-cropped to the frame about its centre and the nearest loses the least; the first on a tie, null for none.
 */
export const artworkFor = <Artwork extends Size>(artworks: readonly Artwork[], frame: Size): Artwork | null => {
  let best: Artwork | null = null;
  for (const artwork of artworks) {
    if (best === null || aspectDistance(artwork, frame) < aspectDistance(best, frame)) best = artwork;
  }
  return best;
};
