import type { MmRect } from './print-surface.ts';

export const MM_PER_INCH = 25.4;

/** Where and how big a layer sits: its centre on the surface, its unrotated size, and a clockwise turn. */
export type Transform = {
  readonly centerX: number;
  readonly centerY: number;
  readonly width: number;
  readonly height: number;
  /** Degrees, clockwise, in [0, 360). */
  readonly rotation: number;
};

export type Size = { readonly width: number; readonly height: number };

export const mmToInches = (mm: number): number => mm / MM_PER_INCH;

/** Whole pixels a length covers at a resolution; rounded so a print file has no fractional edge. */
export const mmToPx = (mm: number, ppi: number): number => Math.round((mm / MM_PER_INCH) * ppi);

export const pxToMm = (px: number, ppi: number): number => (px / ppi) * MM_PER_INCH;

/** Any angle as its equivalent in [0, 360). */
export const normaliseRotation = (degrees: number): number => {
  const turned = degrees % 360;
  const positive = turned < 0 ? turned + 360 : turned;
  return positive === 360 ? 0 : positive;
};

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** The upright box a layer covers once turned: what clipping, bounds and the safe area see. */
export const layerBounds = (transform: Transform): MmRect => {
  const angle = radians(transform.rotation);
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const width = transform.width * cos + transform.height * sin;
  const height = transform.width * sin + transform.height * cos;
  return { x: transform.centerX - width / 2, y: transform.centerY - height / 2, width, height };
};

/** The largest size of the given proportions inside the box (nothing cut off). */
export const fitSize = (content: Size, box: Size): Size => {
  const scale = Math.min(box.width / content.width, box.height / content.height);
  return { width: content.width * scale, height: content.height * scale };
};

/** The smallest size of the given proportions covering the box (nothing left empty). */
export const fillSize = (content: Size, box: Size): Size => {
  const scale = Math.max(box.width / content.width, box.height / content.height);
  return { width: content.width * scale, height: content.height * scale };
};

/** A transform centred in the box, upright, of the given size. */
export const centredIn = (box: MmRect, size: Size): Transform => ({
  centerX: box.x + box.width / 2,
  centerY: box.y + box.height / 2,
  width: size.width,
  height: size.height,
  rotation: 0,
});

export const moveBy = (transform: Transform, dx: number, dy: number): Transform => ({
  ...transform,
  centerX: transform.centerX + dx,
  centerY: transform.centerY + dy,
});

/** Grows or shrinks about the centre, keeping proportions; the size stays within [minSide, maxSide] on both sides. */
export const scaleBy = (
  transform: Transform,
  factor: number,
  limits: { minSide: number; maxSide: number },
): Transform => {
  const smallest = Math.min(transform.width, transform.height);
  const largest = Math.max(transform.width, transform.height);
  const lowest = limits.minSide / smallest;
  const highest = limits.maxSide / largest;
  const fits = highest >= lowest;
  const bounded = Math.min(Math.max(factor, lowest), fits ? highest : lowest);
  // A side times a quotient can land a hair outside the bound it meets, which the shop would refuse: it is pinned.
  // A layer too long and thin for both bounds keeps its proportions, its shorter side at the smallest.
  const pin = (side: number) => {
    const atLeast = Math.max(side * bounded, limits.minSide);
    return fits ? Math.min(atLeast, limits.maxSide) : atLeast;
  };
  return { ...transform, width: pin(transform.width), height: pin(transform.height) };
};

export const rotateBy = (transform: Transform, degrees: number): Transform => ({
  ...transform,
  rotation: normaliseRotation(transform.rotation + degrees),
});
