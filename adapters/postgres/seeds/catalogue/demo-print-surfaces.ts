import type { PrintSurface } from '../../../../core/domain/personalisation/print-surface.ts';

const rectangle = (id: string, widthMm: number, heightMm: number, extra: Partial<PrintSurface> = {}): PrintSurface => ({
  id,
  side: 'front',
  shape: 'rectangle',
  widthMm,
  heightMm,
  bleedMm: 3,
  safeMarginMm: 8,
  mask: null,
  recommendedPpi: 300,
  minimumPpi: 150,
  ...extra,
});

/** The demo articles' print surfaces by slug; apparel (t-shirt, hoodie) is not personalisable yet. */
export const DEMO_PRINT_SURFACES: Readonly<Record<string, readonly PrintSurface[]>> = {
  // A 330 ml mug's printable band, unrolled.
  mug: [
    {
      ...rectangle('wrap', 200, 90, { bleedMm: 2, safeMarginMm: 5, recommendedPpi: 200, minimumPpi: 100 }),
      shape: 'mug-wrap',
    },
  ],
  // Stretched round a frame: the wrapped edges are bleed, the safe area keeps faces off the sides.
  canvas: [rectangle('front', 300, 400, { bleedMm: 20, safeMarginMm: 10, recommendedPpi: 150, minimumPpi: 75 })],
  'photo-print': [rectangle('front', 150, 100, { bleedMm: 2, safeMarginMm: 4 })],
  poster: [rectangle('front', 300, 400, { recommendedPpi: 200, minimumPpi: 100 })],
  'phone-case': [
    {
      ...rectangle('back', 75, 150, { side: 'back', bleedMm: 2, safeMarginMm: 4 }),
      shape: 'phone-case',
      mask: { cornerRadiusMm: 9, cameraCutout: { x: 6, y: 6, width: 28, height: 30 } },
    },
  ],
  cushion: [
    rectangle('front', 400, 400, { recommendedPpi: 150, minimumPpi: 75 }),
    rectangle('back', 400, 400, { side: 'back', recommendedPpi: 150, minimumPpi: 75 }),
  ],
  'photo-book': [rectangle('front', 210, 297, { recommendedPpi: 200, minimumPpi: 100 })],
  puzzle: [rectangle('front', 280, 200, { bleedMm: 5, recommendedPpi: 200, minimumPpi: 100 })],
  calendar: [rectangle('front', 297, 210, { recommendedPpi: 200, minimumPpi: 100 })],
  'tote-bag': [rectangle('front', 300, 350, { safeMarginMm: 15, recommendedPpi: 150, minimumPpi: 75 })],
  notebook: [rectangle('front', 148, 210, { recommendedPpi: 200, minimumPpi: 100 })],
  'fridge-magnet': [rectangle('front', 70, 70, { bleedMm: 2, safeMarginMm: 4 })],
};
