// One photo accepted in a process of its own, so its peak RSS is the upload pipeline's and nothing else's:
// `node specs/bench/photos-child.mjs heic|jpeg <file>` prints one JSON line.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { okAsync } from 'neverthrow';
import { sourceLoader } from '../../composition-root/scripts/source-loader.mjs';

const [kind, file] = process.argv.slice(2);
const HEIC_RUNS = 5;

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
// The adapters are TypeScript: loaded through Vite's SSR loader, as `npm run shop` loads the sources.
const vite = await sourceLoader(appRoot);
const load = (module) => vite.ssrLoadModule(module);
const { libheifImageDecoder } = await load('/adapters/images/libheif-image-decoder.ts');
const { sharpImageInspector } = await load('/adapters/images/sharp-image-inspector.ts');
const { sharpImageProcessor } = await load('/adapters/images/sharp-image-processor.ts');
const { uploadFile } = await load('/core/shop/media/upload-file.use-case.ts');
const { MAX_UPLOAD_PIXELS } = await load('/core/domain/media/upload-acceptance.ts');
await vite.close();

const source = new Uint8Array(readFileSync(file));
const baselineRssMb = process.memoryUsage().rss / 2 ** 20;
const timed = async (work) => {
  const started = performance.now();
  const result = await work();
  if (result.isErr()) throw new Error(JSON.stringify(result.error));
  return { ms: performance.now() - started, value: result.value };
};

let measured;
if (kind === 'heic') {
  const runs = [];
  let decoded;
  for (let run = 0; run < HEIC_RUNS; run += 1) {
    const { ms, value } = await timed(() => libheifImageDecoder.decode(source, { maxPixels: MAX_UPLOAD_PIXELS }));
    runs.push(ms);
    decoded = value;
  }
  runs.sort((a, b) => a - b);
  const facts = (await sharpImageInspector.inspect(decoded.bytes))._unsafeUnwrap();
  measured = { runs: HEIC_RUNS, p50Ms: runs[HEIC_RUNS >> 1], maxMs: runs.at(-1), ...facts, mimeType: decoded.mimeType };
} else {
  // The whole acceptance (sniff, read the header, nine previews) as the upload route runs it; blobs are dropped.
  let ids = 0;
  const accept = uploadFile({
    blobs: { put: () => okAsync(undefined), get: () => okAsync(null) },
    images: sharpImageProcessor,
    inspector: sharpImageInspector,
    decoder: libheifImageDecoder,
    uploads: { save: () => okAsync(undefined) },
    clock: { now: () => 0 },
    ids: { uuid: () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}` },
  });
  const { ms, value } = await timed(() =>
    accept({ sessionId: 'BenchSession000000000000000001', fileName: 'camera.jpg', bytes: source, fields: {} }),
  );
  measured = { ms, width: value.width, height: value.height, megabytes: source.byteLength / 2 ** 20 };
}
// resourceUsage's maxRSS is in kilobytes: the process's peak, the loader and the photo's bytes included.
const peakRssMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ ...measured, peakRssMb, baselineRssMb }));
