import { pictureSources, type PictureSources } from '../media/picture-sources.ts';
import type { ImageFormatSet } from '../media/image-format.ts';

/** A rendered picture as the catalogue stores it: its size, the widths it is served at and its formats. */
export type StoredPicture = {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
  readonly formats: ImageFormatSet;
  readonly alt: string;
};

/** What a page needs to show a picture: its `<picture>` sources, explicit size and alternative text. */
export type CataloguePicture = PictureSources & { readonly alt: string };

/** A stored picture whose size or widths are broken is left out rather than shown broken. */
export const cataloguePicture = (stored: StoredPicture | null): CataloguePicture | null =>
  stored === null
    ? null
    : pictureSources(stored, { widths: stored.widths, formats: stored.formats })
        .map((sources): CataloguePicture => ({ ...sources, alt: stored.alt }))
        .unwrapOr(null);
