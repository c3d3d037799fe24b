import type { PictureToRender } from '../../core/shop/media/picture-repository.port.ts';

/** A rectangle in the 960 × 960 picture box: x, y, width, height. */
export type PrintArea = readonly [number, number, number, number];

/**
 * The silhouette of each article in a 960 × 960 box, and the area its print shows in, in the print surface's
 * proportions (a mug shows the middle of its wrap: the side facing the camera).
 */
type Silhouette = { readonly outline: string; readonly print: PrintArea };

const rect = (x: number, y: number, w: number, h: number, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`;

const SILHOUETTES: Readonly<Record<string, Silhouette>> = {
  mug: {
    outline: `${rect(200, 230, 460, 520, 36)}<path d="M660 340 h70 a90 90 0 0 1 0 300 h-70 v-60 h60 a30 30 0 0 0 0-180 h-60z"/>`,
    print: [230, 300, 400, 380],
  },
  't-shirt': {
    outline: `<path d="M330 150 L180 230 L90 400 L220 460 L250 400 L250 840 L710 840 L710 400 L740 460 L870 400 L780 230 L630 150 Q480 240 330 150z"/>`,
    print: [320, 300, 320, 380],
  },
  hoodie: {
    outline: `<path d="M340 170 Q480 40 620 170 L790 250 L880 620 L760 650 L720 460 L720 860 L240 860 L240 460 L200 650 L80 620 L170 250z"/>`,
    print: [320, 330, 320, 300],
  },
  canvas: { outline: rect(240, 170, 480, 640, 6), print: [255, 185, 450, 600] },
  poster: { outline: rect(225, 120, 510, 680, 4), print: [240, 135, 480, 640] },
  'photo-print': { outline: rect(150, 250, 660, 460, 4), print: [165, 265, 630, 420] },
  'photo-book': {
    outline: `${rect(260, 120, 440, 700, 14)}${rect(260, 120, 36, 700, 8)}`,
    print: [310, 150, 370, 523],
  },
  'phone-case': { outline: rect(290, 100, 380, 760, 56), print: [300, 110, 360, 720] },
  cushion: {
    outline: `<path d="M170 200 Q480 150 790 200 Q840 480 790 760 Q480 810 170 760 Q120 480 170 200z"/>`,
    print: [250, 250, 460, 460],
  },
  puzzle: { outline: rect(130, 230, 700, 500, 10), print: [150, 250, 660, 471] },
  calendar: {
    outline: `${rect(220, 110, 520, 760, 8)}${rect(250, 500, 460, 330, 4)}`,
    print: [250, 150, 460, 325],
  },
  'tote-bag': {
    outline: `<path d="M320 330 Q320 120 480 120 Q640 120 640 330 h-40 Q600 170 480 170 Q360 170 360 330z"/>${rect(210, 330, 540, 540, 10)}`,
    print: [300, 400, 360, 420],
  },
  notebook: { outline: rect(250, 130, 460, 700, 16), print: [290, 190, 380, 539] },
  'fridge-magnet': { outline: rect(250, 250, 460, 460, 40), print: [270, 270, 420, 420] },
};

const FALLBACK_SILHOUETTE = SILHOUETTES.poster as Silhouette;

const silhouetteOf = (articleKind: string): Silhouette => SILHOUETTES[articleKind] ?? FALLBACK_SILHOUETTE;

/** Where an article's print shows in its 960 × 960 picture. */
export const printAreaOf = (articleKind: string): PrintArea => silhouetteOf(articleKind).print;

/** FNV-1a: the same design always gets the same colours and shapes. */
const hashOf = (text: string) => {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
};

const f = (value: number) => value.toFixed(1);

/**
 * A design's art alone, edge to edge over `width` × `height`: a ground, sun-like circles, a mountain and two waves in
 * a palette taken from the design id; shapes are sized by the shorter side, so every proportion looks composed.
 */
const art = (designId: string, width: number, height: number) => {
  const seed = hashOf(designId);
  const hue = seed % 360;
  const colour = (shift: number, lightness: number) => `hsl(${(hue + shift) % 360} 65% ${lightness}%)`;
  const short = Math.min(width, height);
  const circles = Array.from({ length: 3 + (seed % 3) }, (_, i) => {
    const r = short * (0.1 + (((seed >> (i * 3)) & 7) / 7) * 0.14);
    const cx = width * (0.15 + (((seed >> (i * 5)) & 15) / 15) * 0.7);
    const cy = height * (0.12 + (((seed >> (i * 7)) & 15) / 15) * 0.45);
    return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${colour(i * 47, 55 + i * 6)}" opacity="0.85"/>`;
  }).join('');
  const wave = (top: number, shift: number, lightness: number) =>
    `<path d="M0 ${f(height * top)} q${f(width / 4)} ${f(-height * 0.1)} ${f(width / 2)} 0 t${f(width / 2)} 0 ` +
    `V${height} H0z" fill="${colour(shift, lightness)}"/>`;
  const peak = width * (0.35 + ((seed >> 11) & 7) * 0.04);
  const mountain =
    `<path d="M${f(peak - short * 0.45)} ${f(height * 0.78)} L${f(peak)} ${f(height * 0.32)} ` +
    `L${f(peak + short * 0.45)} ${f(height * 0.78)}z" fill="${colour(90, 35)}" opacity="0.8"/>`;
  return (
    `<rect width="${width}" height="${height}" fill="${colour(0, 88)}"/>` +
    `${circles}${mountain}${wave(0.7, 180, 45)}${wave(0.84, 200, 32)}`
  );
};

/** A design's print artwork as SVG at its pixel size: no article, no words, edge to edge. */
export const demoArtworkSvg = (designId: string, width: number, height: number): Uint8Array =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}">${art(designId, width, height)}</svg>`,
  );

/** An article's picture without any print: its silhouette, on a studio background unless a graphic. */
const silhouetteSvg = (picture: PictureToRender) => {
  const { subject, width, height } = picture;
  // Graphics (png fallback) are cut out on transparency; photos sit on a soft studio background.
  const background = picture.formats === 'graphic' ? '' : `<rect width="960" height="960" fill="#f3f1ec"/>`;
  return new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 960">` +
      `${background}<g fill="#ffffff" stroke="#d5d2cb" stroke-width="6">${silhouetteOf(subject.articleKind).outline}</g></svg>`,
  );
};

/**
 * Demo pictures drawn as SVG: a design's artwork alone, or an article's silhouette without print (a mockup is that
 * silhouette with the artwork printed in by the design renderer: see `sharp-catalogue-pictures.ts`).
 */
export const demoPictureArtwork = {
  draw: (picture: PictureToRender): Uint8Array =>
    picture.subject.role === 'artwork'
      ? demoArtworkSvg(picture.subject.designId ?? picture.id, picture.width, picture.height)
      : silhouetteSvg(picture),
};
