// Phone photos: a 12-megapixel HEIC decoded (the committed fixture) and a 100-megapixel JPEG accepted, each in a
// child process of its own (photos-child.mjs), so the upload pipeline's peak RSS is measured apart from the bench.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { runPinned } from './processes.mjs';
import { row } from './report.mjs';

const child = fileURLToPath(new URL('./photos-child.mjs', import.meta.url));
const HEIC = fileURLToPath(new URL('../fixtures/photos/phone-12mp.heic', import.meta.url));

const measure = async (kind, file) => JSON.parse(await runPinned(0, process.execPath, [child, kind, file]));

/**
 * A 100-megapixel camera photo (10000 × 10000) as a camera writes it: detail everywhere (noise over gradients and
 * shapes), a Display P3 profile and an EXIF orientation, under the 50 MB limit.
 */
const cameraJpeg = async () => {
  const side = 10_000;
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">` +
      `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1d6fa5"/><stop offset="1" stop-color="#f2a541"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="5000" cy="5000" r="3000" fill="#c0392b" opacity="0.6"/></svg>`,
  );
  const noise = await sharp({
    create: { width: side, height: side, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .raw()
    .toBuffer();
  return (
    sharp(noise, { raw: { width: side, height: side, channels: 3 }, limitInputPixels: false })
      .composite([{ input: shapes, blend: 'soft-light', limitInputPixels: false }])
      // In this order: withMetadata alone would tag the photo sRGB.
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .jpeg({ quality: 85 })
      .toBuffer()
  );
};

export const photoMeasurements = async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'estampa-bench-photos-'));
  try {
    const jpegFile = path.join(dir, 'camera-100mp.jpg');
    writeFileSync(jpegFile, await cameraJpeg());
    return { heic: await measure('heic', HEIC), jpeg: await measure('jpeg', jpegFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const mb = (value) => `${value.toFixed(0)} MB`;

export const photoRows = ({ heic, jpeg }) => [
  row(
    'HEIC 12 Mpx decode',
    `${(heic.p50Ms / 1000).toFixed(2)} s`,
    '≤ 2 s',
    heic.p50Ms <= 2000,
    `median of ${heic.runs}, slowest ${(heic.maxMs / 1000).toFixed(2)} s (the first loads the decoder): libheif (WebAssembly) in a worker thread, then a quality-95 JPEG of ${heic.width} × ${heic.height}; peak RSS ${mb(heic.peakRssMb)}`,
  ),
  row(
    '100 Mpx JPEG accepted, peak RSS',
    mb(jpeg.peakRssMb),
    '≤ 600 MB',
    jpeg.peakRssMb <= 600,
    `${jpeg.width} × ${jpeg.height} (${jpeg.megabytes.toFixed(1)} MB, P3, EXIF-rotated) read, checked and made into 9 previews in ${(jpeg.ms / 1000).toFixed(1)} s; ${mb(jpeg.baselineRssMb)} before it (module loader, the file's bytes)`,
  ),
];

// `node specs/bench/photos.mjs`: this part of the bench alone.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const measured = await photoMeasurements();
  console.log(JSON.stringify(measured, null, 2));
  for (const each of photoRows(measured)) console.log(each.join(' | '));
}
