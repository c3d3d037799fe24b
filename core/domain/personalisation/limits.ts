import { MAX_UPLOAD_PIXELS } from '../media/upload-acceptance.ts';
import { mmToPx } from './geometry.ts';
import { bleedBox, type PrintSurface } from './print-surface.ts';

/** Bounds on what a shopper can send, so that storing, checking and rendering a design stay cheap. */
export const PERSONALISATION_LIMITS = {
  surfacesPerArticle: 4,
  layersPerSurface: 20,
  textLength: 300,
  layerIdLength: 64,
  /** Smaller than this a layer cannot be seen or grabbed. */
  minLayerSideMm: 1,
  /** A layer may be larger than its surface (a photo zoomed in), up to this many times the bleed box's longer side. */
  maxLayerSideFactor: 4,
  minTextSizeMm: 1,
  maxTextSizeMm: 300,
  /** As many pixels as the shop accepts in one upload. */
  maxPhotoPixels: MAX_UPLOAD_PIXELS,
  /** The largest surface side the shop prints. */
  maxSurfaceSideMm: 1200,
  /** Pixels in one surface's print file: bounds the renderer's memory (4 bytes a pixel). */
  maxPrintPixels: 60_000_000,
  /** The encoded document's size on the wire and in the database. */
  maxDocumentBytes: 64_000,
} as const;

const LAYER_ID = /^[A-Za-z0-9_-]+$/;

export const isLayerId = (value: string): boolean =>
  value.length > 0 && value.length <= PERSONALISATION_LIMITS.layerIdLength && LAYER_ID.test(value);

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Uploads are named by the shop's UUIDs, lower case. */
export const isUploadId = (value: string): boolean => UPLOAD_ID.test(value);

/** A surface's print file in pixels at its recommended resolution, bleed included. */
export const printPixels = (surface: PrintSurface): { readonly width: number; readonly height: number } => {
  const box = bleedBox(surface);
  return { width: mmToPx(box.width, surface.recommendedPpi), height: mmToPx(box.height, surface.recommendedPpi) };
};

/** The smallest and largest side a layer may have on a surface: grabbable, and at most a few times the surface. */
export const layerSideLimits = (surface: PrintSurface): { readonly minSide: number; readonly maxSide: number } => {
  const box = bleedBox(surface);
  return {
    minSide: PERSONALISATION_LIMITS.minLayerSideMm,
    maxSide: PERSONALISATION_LIMITS.maxLayerSideFactor * Math.max(box.width, box.height),
  };
};

const positive = (value: number): boolean => Number.isFinite(value) && value > 0;

/**
 * A surface the catalogue may offer: an identifier for a name (it names files and URLs), sensible sizes and margins,
 * resolutions in order, a print file of bounded size.
 */
export const isValidPrintSurface = (surface: PrintSurface): boolean => {
  const { widthMm, heightMm, bleedMm, safeMarginMm, minimumPpi, recommendedPpi } = surface;
  const sizesOk =
    positive(widthMm) &&
    positive(heightMm) &&
    Math.max(widthMm, heightMm) <= PERSONALISATION_LIMITS.maxSurfaceSideMm &&
    Number.isFinite(bleedMm) &&
    bleedMm >= 0 &&
    Number.isFinite(safeMarginMm) &&
    safeMarginMm >= 0 &&
    2 * safeMarginMm < Math.min(widthMm, heightMm);
  const resolutionOk = positive(minimumPpi) && minimumPpi <= recommendedPpi && recommendedPpi <= 1200;
  const maskOk = (surface.shape === 'phone-case') === (surface.mask !== null);
  if (!isLayerId(surface.id) || !sizesOk || !resolutionOk || !maskOk) return false;
  const pixels = printPixels(surface);
  return pixels.width * pixels.height <= PERSONALISATION_LIMITS.maxPrintPixels;
};
