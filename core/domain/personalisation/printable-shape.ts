import { trimBox, type MmRect, type PrintSurface } from './print-surface.ts';

/** The rounding of a phone case's camera opening, in millimetres: the editor draws it and the renderer cuts it. */
export const CAMERA_CUTOUT_RADIUS_MM = 4;

/** A rectangle in millimetres with rounded corners, the radius never more than half its shorter side. */
export type RoundedRect = MmRect & { readonly radius: number };

/** Where a surface is printed: inside `outline` and outside every hole. */
export type PrintableShape = { readonly outline: RoundedRect; readonly holes: readonly RoundedRect[] };

const rounded = (rect: MmRect, radius: number): RoundedRect => ({
  ...rect,
  radius: Math.max(0, Math.min(radius, rect.width / 2, rect.height / 2)),
});

/**
 * A phone case's printable shape (its rounded outline less the camera opening), moved out by `grownBy` on every
 * edge, the opening's included: a print file takes the bleed, so a slightly shifted cut still finds ink. A surface
 * printed whole (a sheet, a mug's wrap) has none: null.
 */
export const printableShape = (surface: PrintSurface, grownBy: number): PrintableShape | null => {
  if (surface.mask === null) return null;
  const { cornerRadiusMm, cameraCutout } = surface.mask;
  const trim = trimBox(surface);
  const outline = rounded(
    { x: trim.x - grownBy, y: trim.y - grownBy, width: trim.width + 2 * grownBy, height: trim.height + 2 * grownBy },
    cornerRadiusMm + grownBy,
  );
  const opening = {
    x: cameraCutout.x + grownBy,
    y: cameraCutout.y + grownBy,
    width: cameraCutout.width - 2 * grownBy,
    height: cameraCutout.height - 2 * grownBy,
  };
  const holes = opening.width > 0 && opening.height > 0 ? [rounded(opening, CAMERA_CUTOUT_RADIUS_MM - grownBy)] : [];
  return { outline, holes };
};
