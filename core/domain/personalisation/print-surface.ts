import type { ArticleId } from '../catalogue/article.ts';

/** How a surface is cut: a plain sheet, a mug's wrap-around band, or a phone case with its camera opening. */
export const SURFACE_SHAPES = ['rectangle', 'mug-wrap', 'phone-case'] as const;

export type SurfaceShape = (typeof SURFACE_SHAPES)[number];

export const SURFACE_SIDES = ['front', 'back'] as const;

export type SurfaceSide = (typeof SURFACE_SIDES)[number];

/** A rectangle in millimetres on a surface, from the trim box's top-left corner. */
export type MmRect = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

/** A phone case's printable outline: rounded corners and the opening left for the camera. */
export type PhoneCaseMask = { readonly cornerRadiusMm: number; readonly cameraCutout: MmRect };

/** One printable face of an article, as the factory prints it. */
export type PrintSurface = {
  /** Unique within the article; the design document names surfaces by it. */
  readonly id: string;
  readonly side: SurfaceSide;
  readonly shape: SurfaceShape;
  /** The trim box: the finished product's printed size. */
  readonly widthMm: number;
  readonly heightMm: number;
  /** Printed beyond the trim box on every side and cut off, so no white edge shows. */
  readonly bleedMm: number;
  /** Kept clear of important content on every side: cutting and wrapping may take it. */
  readonly safeMarginMm: number;
  /** Only for shape 'phone-case'. */
  readonly mask: PhoneCaseMask | null;
  /** Pixels per inch the factory prints at; photos below it lose sharpness. */
  readonly recommendedPpi: number;
  /** Below this a photo prints visibly blurry. */
  readonly minimumPpi: number;
};

/** An article's print surfaces, as the catalogue describes them; an article without any cannot be personalised. */
export type PersonalisableArticle = {
  readonly articleId: ArticleId;
  readonly surfaces: readonly PrintSurface[];
};

export const isSurfaceShape = (value: string): value is SurfaceShape =>
  (SURFACE_SHAPES as readonly string[]).includes(value);

export const isSurfaceSide = (value: string): value is SurfaceSide =>
  (SURFACE_SIDES as readonly string[]).includes(value);

/** The trim box in surface coordinates. */
export const trimBox = (surface: PrintSurface): MmRect => ({
  x: 0,
  y: 0,
  width: surface.widthMm,
  height: surface.heightMm,
});

/** The trim box grown by the bleed on every side: what a print file covers. */
export const bleedBox = (surface: PrintSurface): MmRect => ({
  x: -surface.bleedMm,
  y: -surface.bleedMm,
  width: surface.widthMm + 2 * surface.bleedMm,
  height: surface.heightMm + 2 * surface.bleedMm,
});

/** The trim box shrunk by the safe margin on every side: where content is sure to survive the cut. */
export const safeBox = (surface: PrintSurface): MmRect => ({
  x: surface.safeMarginMm,
  y: surface.safeMarginMm,
  width: surface.widthMm - 2 * surface.safeMarginMm,
  height: surface.heightMm - 2 * surface.safeMarginMm,
});

export const surfaceById = (article: PersonalisableArticle, surfaceId: string): PrintSurface | undefined =>
  article.surfaces.find((surface) => surface.id === surfaceId);
