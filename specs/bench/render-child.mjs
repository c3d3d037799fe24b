// One rendering measurement in a process of its own, so its peak RSS is the renderer's and nothing else's:
// `node specs/bench/render-child.mjs preview|print` prints one JSON line.
import { fileURLToPath } from 'node:url';
import { okAsync } from 'neverthrow';
import sharp from 'sharp';
import { sourceLoader } from '../../composition-root/scripts/source-loader.mjs';

const kind = process.argv[2];
const PREVIEW_RUNS = 20;

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
// The renderer is TypeScript: loaded through Vite's SSR loader, as `npm run shop` loads the sources.
const vite = await sourceLoader(appRoot);
const { sharpDesignRenderer } = await vite.ssrLoadModule('/adapters/images/sharp-design-renderer.ts');
await vite.close();

/** A 24-megapixel photo (6000 × 4000) and its 1280 px copy, as an upload leaves them in the blob store. */
const blobs = new Map();
const original = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#3a7bd5' } })
  .composite([
    {
      input: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="4000"><circle cx="3000" cy="2000" r="1500" fill="#f5c542"/></svg>',
      ),
    },
  ])
  .jpeg({ quality: 90 })
  .toBuffer();
blobs.set('uploads/photo', new Uint8Array(original));
blobs.set('uploads/photo-1280.webp', new Uint8Array(await sharp(original).resize(1280).webp().toBuffer()));
const blobStore = {
  get: (key) => okAsync(blobs.get(key) ?? null),
  put: () => okAsync(undefined),
};

/** A 30 × 40 cm canvas at 300 PPI with 3 mm bleed: the photo fills the bleed box, a title sits in the safe area. */
const surface = {
  id: 'front',
  side: 'front',
  shape: 'rectangle',
  widthMm: 300,
  heightMm: 400,
  bleedMm: 3,
  safeMarginMm: 10,
  mask: null,
  recommendedPpi: 300,
  minimumPpi: 150,
};
const target = {
  surface,
  images: [
    {
      id: 'photo',
      width: 6000,
      height: 4000,
      blobKey: 'uploads/photo',
      variants: [{ format: 'webp', width: 1280, key: 'uploads/photo-1280.webp' }],
      createdAt: 0,
    },
  ],
  design: {
    surfaceId: 'front',
    layers: [
      {
        kind: 'photo',
        id: 'photo-1',
        uploadId: 'photo',
        imageWidth: 6000,
        imageHeight: 4000,
        crop: { x: 0.2, y: 0, width: 0.5, height: 1 },
        fit: 'fill',
        transform: { centerX: 150, centerY: 200, width: 306, height: 406, rotation: 0 },
      },
      {
        kind: 'text',
        id: 'text-1',
        text: 'Feliz cumpleaños',
        font: 'Fraunces',
        sizeMm: 20,
        colour: '#ffffff',
        align: 'center',
        transform: { centerX: 150, centerY: 360, width: 260, height: 30, rotation: 0 },
      },
    ],
  },
};

const renderer = sharpDesignRenderer(blobStore);
const baselineRssMb = process.memoryUsage().rss / 2 ** 20;
const timed = async (work) => {
  const started = performance.now();
  const result = await work();
  if (result.isErr()) throw new Error(result.error.cause);
  return { ms: performance.now() - started, value: result.value };
};

let measured;
if (kind === 'preview') {
  const durations = [];
  for (let run = 0; run < PREVIEW_RUNS; run += 1) durations.push((await timed(() => renderer.preview(target, 640))).ms);
  durations.sort((a, b) => a - b);
  measured = {
    runs: PREVIEW_RUNS,
    p50Ms: durations[Math.ceil(0.5 * PREVIEW_RUNS) - 1],
    p95Ms: durations[Math.ceil(0.95 * PREVIEW_RUNS) - 1],
  };
} else {
  const { ms, value } = await timed(() => renderer.printFile(target));
  const metadata = await sharp(value.bytes).metadata();
  measured = { ms, widthPx: metadata.width, heightPx: metadata.height, megabytes: value.bytes.byteLength / 2 ** 20 };
}
// resourceUsage's maxRSS is in kilobytes: the process's peak, the loader and the test photo included.
const peakRssMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ ...measured, peakRssMb, baselineRssMb }));
