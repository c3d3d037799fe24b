import type { PictureArtwork } from '../../core/shop/media/picture-artwork.port.ts';
import type { PictureToRender } from '../../core/shop/media/picture-repository.port.ts';

/** The silhouette of each article in a 960 × 960 box, and the area the design is printed in. */
type Silhouette = { readonly outline: string; readonly print: readonly [number, number, number, number] };

const rect = (x: number, y: number, w: number, h: number, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`;

const SILHOUETTES: Readonly<Record<string, Silhouette>> = {
  mug: {
    outline: `${rect(200, 230, 460, 520, 36)}<path d="M660 340 h70 a90 90 0 0 1 0 300 h-70 v-60 h60 a30 30 0 0 0 0-180 h-60z"/>`,
    print: [250, 300, 360, 380],
  },
  't-shirt': {
    outline: `<path d="M330 150 L180 230 L90 400 L220 460 L250 400 L250 840 L710 840 L710 400 L740 460 L870 400 L780 230 L630 150 Q480 240 330 150z"/>`,
    print: [320, 300, 320, 380],
  },
  hoodie: {
    outline: `<path d="M340 170 Q480 40 620 170 L790 250 L880 620 L760 650 L720 460 L720 860 L240 860 L240 460 L200 650 L80 620 L170 250z"/>`,
    print: [320, 330, 320, 300],
  },
  canvas: { outline: rect(160, 160, 640, 640, 6), print: [180, 180, 600, 600] },
  poster: { outline: rect(230, 100, 500, 760, 4), print: [260, 130, 440, 700] },
  'photo-print': { outline: rect(200, 170, 560, 620, 4), print: [230, 200, 500, 500] },
  'photo-book': {
    outline: `${rect(170, 190, 620, 580, 14)}${rect(170, 190, 40, 580, 8)}`,
    print: [250, 250, 480, 460],
  },
  'phone-case': { outline: rect(320, 100, 320, 760, 60), print: [340, 230, 280, 500] },
  cushion: {
    outline: `<path d="M170 200 Q480 150 790 200 Q840 480 790 760 Q480 810 170 760 Q120 480 170 200z"/>`,
    print: [230, 250, 500, 460],
  },
  puzzle: {
    outline: `${rect(150, 190, 660, 580, 10)}`,
    print: [170, 210, 620, 540],
  },
  calendar: {
    outline: `${rect(220, 110, 520, 760, 8)}${rect(250, 620, 460, 220, 4)}`,
    print: [250, 150, 460, 450],
  },
  'tote-bag': {
    outline: `<path d="M320 330 Q320 120 480 120 Q640 120 640 330 h-40 Q600 170 480 170 Q360 170 360 330z"/>${rect(210, 330, 540, 540, 10)}`,
    print: [270, 420, 420, 380],
  },
  notebook: { outline: `${rect(250, 130, 460, 700, 16)}`, print: [290, 190, 380, 480] },
  'fridge-magnet': { outline: rect(250, 250, 460, 460, 40), print: [270, 270, 420, 420] },
};

const FALLBACK_SILHOUETTE = SILHOUETTES.poster as Silhouette;

/** FNV-1a: the same design always gets the same colours and shapes. */
const hashOf = (text: string) => {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[char]};`);

/** A few circles, a wave and a triangle in a palette taken from the design id. */
const designArt = (seed: number, [x, y, w, h]: Silhouette['print'], name: string) => {
  const hue = seed % 360;
  const colour = (shift: number, lightness: number) => `hsl(${(hue + shift) % 360} 65% ${lightness}%)`;
  const circles = Array.from({ length: 3 + (seed % 3) }, (_, i) => {
    const r = w * (0.08 + (((seed >> (i * 3)) & 7) / 7) * 0.12);
    const cx = x + w * (0.2 + (((seed >> (i * 5)) & 15) / 15) * 0.6);
    const cy = y + h * (0.15 + (((seed >> (i * 7)) & 15) / 15) * 0.45);
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour(i * 47, 55 + i * 6)}" opacity="0.85"/>`;
  }).join('');
  const wave = `<path d="M${x} ${y + h * 0.72} q${w / 4} -${h * 0.12} ${w / 2} 0 t${w / 2} 0 V${y + h} H${x}z" fill="${colour(180, 45)}"/>`;
  const triangle = `<path d="M${x + w * 0.5} ${y + h * 0.3} l${w * 0.18} ${h * 0.32} h-${w * 0.36}z" fill="${colour(90, 35)}" opacity="0.8"/>`;
  const fontSize = Math.max(18, Math.min(w / 9, (w * 1.6) / Math.max(1, name.length)));
  const label = `<text x="${x + w / 2}" y="${y + h * 0.9}" font-family="sans-serif" font-weight="700" font-size="${fontSize.toFixed(1)}" text-anchor="middle" fill="#ffffff">${escapeXml(name)}</text>`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour(0, 88)}"/>${circles}${triangle}${wave}${label}`;
};

const svgOf = (picture: PictureToRender) => {
  const { subject, width, height } = picture;
  const silhouette = SILHOUETTES[subject.articleKind] ?? FALLBACK_SILHOUETTE;
  const seed = hashOf(subject.designId ?? subject.articleKind);
  const [x, y, w, h] = silhouette.print;
  const content =
    subject.designName === null
      ? `<text x="${x + w / 2}" y="${y + h / 2}" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#7a7a7a">${escapeXml(subject.articleName)}</text>`
      : designArt(seed, silhouette.print, subject.designName);
  // Graphics (png fallback) are cut out on transparency; photos sit on a soft studio background.
  const background = picture.formats === 'graphic' ? '' : `<rect width="960" height="960" fill="#f3f1ec"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 960">
${background}<g fill="#ffffff" stroke="#d5d2cb" stroke-width="6">${silhouette.outline}</g>
<clipPath id="print"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>
<g clip-path="url(#print)">${content}</g>
</svg>`;
};

/** Demo pictures drawn as SVG: the design's colours, shapes and name on its article's silhouette. */
export const demoPictureArtwork: PictureArtwork = {
  draw: (picture) => new TextEncoder().encode(svgOf(picture)),
};
