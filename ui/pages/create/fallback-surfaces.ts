import type { PrintSurface } from '../../../core/domain/personalisation/index.ts';

const surface = (widthMm: number, heightMm: number, extra: Partial<PrintSurface> = {}): PrintSurface => ({
  id: 'front',
  side: 'front',
  shape: 'rectangle',
  widthMm,
  heightMm,
  bleedMm: 3,
  safeMarginMm: 5,
  mask: null,
  recommendedPpi: 150,
  minimumPpi: 100,
  ...extra,
});

/** Print surfaces by article kind, used until the shop answers each article's own. */
const BY_KIND: Readonly<Record<string, readonly PrintSurface[]>> = {
  mug: [surface(200, 85, { id: 'wrap', shape: 'mug-wrap', bleedMm: 2 })],
  't-shirt': [surface(300, 400), surface(300, 400, { id: 'back', side: 'back' })],
  canvas: [surface(300, 400, { bleedMm: 20, safeMarginMm: 10, recommendedPpi: 150, minimumPpi: 100 })],
  'photo-print': [surface(150, 100)],
  'photo-book': [surface(210, 297)],
  'phone-case': [
    surface(75, 155, {
      id: 'back',
      side: 'back',
      shape: 'phone-case',
      bleedMm: 2,
      safeMarginMm: 6,
      mask: { cornerRadiusMm: 9, cameraCutout: { x: 6, y: 6, width: 28, height: 30 } },
    }),
  ],
  cushion: [surface(400, 400, { bleedMm: 10 })],
  poster: [surface(300, 400)],
  puzzle: [surface(280, 200)],
  calendar: [surface(297, 210)],
  'tote-bag': [surface(300, 350), surface(300, 350, { id: 'back', side: 'back' })],
  notebook: [surface(148, 210)],
  hoodie: [surface(300, 350), surface(300, 350, { id: 'back', side: 'back' })],
  'fridge-magnet': [surface(70, 70, { bleedMm: 2, safeMarginMm: 4 })],
};

export const surfacesOfKind = (kind: string): readonly PrintSurface[] => BY_KIND[kind] ?? [surface(200, 200)];
