import type { ArticleId } from '../catalogue/article.ts';
import type { FontFamily, TextAlignment } from './fonts.ts';
import type { Transform } from './geometry.ts';

/** The version written today; older documents are upgraded when read. */
export const DESIGN_DOCUMENT_VERSION = 2;

/** What part of the source image shows, as fractions of its width and height (0..1). */
export type Crop = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

export const FULL_CROP: Crop = { x: 0, y: 0, width: 1, height: 1 };

/** How a photo was placed: the whole photo inside the safe area, or covering the whole surface. */
export const PHOTO_FITS = ['fit', 'fill', 'free'] as const;

export type PhotoFit = (typeof PHOTO_FITS)[number];

export const isPhotoFit = (value: string): value is PhotoFit => (PHOTO_FITS as readonly string[]).includes(value);

/** A visitor's uploaded photo placed on a surface; the crop is drawn stretched into the layer's box. */
export type PhotoLayer = {
  readonly kind: 'photo';
  readonly id: string;
  readonly uploadId: string;
  /** The original upload's pixels, which decide the print quality. */
  readonly imageWidth: number;
  readonly imageHeight: number;
  readonly crop: Crop;
  readonly fit: PhotoFit;
  readonly transform: Transform;
};

/** Words on a surface; the box's width wraps the lines, the size is the letters' height in millimetres. */
export type TextLayer = {
  readonly kind: 'text';
  readonly id: string;
  readonly text: string;
  readonly font: FontFamily;
  readonly sizeMm: number;
  /** `#rrggbb`. */
  readonly colour: string;
  readonly align: TextAlignment;
  readonly transform: Transform;
};

export type Layer = PhotoLayer | TextLayer;

/** One surface's layers, bottom first. */
export type SurfaceDesign = { readonly surfaceId: string; readonly layers: readonly Layer[] };

/** Everything needed to print a personalised article: the one schema the editor, the shop and the factory share. */
export type DesignDocument = {
  readonly version: typeof DESIGN_DOCUMENT_VERSION;
  readonly articleId: ArticleId;
  readonly surfaces: readonly SurfaceDesign[];
};

/** The uploads a document draws, each once. */
export const uploadsOf = (document: DesignDocument): readonly string[] => [
  ...new Set(
    document.surfaces.flatMap((surface) =>
      surface.layers.flatMap((layer) => (layer.kind === 'photo' ? [layer.uploadId] : [])),
    ),
  ),
];

/** A document with one empty design per surface of the article. */
export const blankDocument = (articleId: ArticleId, surfaceIds: readonly string[]): DesignDocument => ({
  version: DESIGN_DOCUMENT_VERSION,
  articleId,
  surfaces: surfaceIds.map((surfaceId) => ({ surfaceId, layers: [] })),
});

/** True when at least one surface carries a layer: an empty document is nothing to print. */
export const hasContent = (document: DesignDocument): boolean =>
  document.surfaces.some((surface) => surface.layers.length > 0);

/** How many surfaces carry something; the personalisation price counts them. */
export const decoratedSurfaces = (document: DesignDocument): number =>
  document.surfaces.filter((surface) => surface.layers.length > 0).length;
