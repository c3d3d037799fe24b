import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import sharp from 'sharp';
import type { TooManyPixels } from '../../core/domain/media/upload-acceptance.ts';
import type { DecodedImage, ImageDecoder } from '../../core/shop/media/image-decoder.port.ts';
import type { ImageUnreadable } from '../../core/shop/media/image-inspector.port.ts';
import { heifIccProfile, jpegWithIccProfile } from './heif-colour-profile.ts';

/** heic-decode: libheif built to WebAssembly, since sharp's prebuilt libvips has no HEVC decoder. */
const HEIC_DECODE = createRequire(import.meta.url).resolve('heic-decode');

// Text, not a file: the server is bundled, so no worker file would sit beside this module.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.module);
(async () => {
  const images = await decode.all({ buffer: workerData.source });
  try {
    const first = images[0];
    if (first.width * first.height > workerData.maxPixels) return parentPort.postMessage({ tooManyPixels: true });
    const { width, height, data } = await first.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

type WorkerAnswer =
  | { readonly tooManyPixels: true }
  | { readonly error: string }
  | { readonly width: number; readonly height: number; readonly data: Uint8ClampedArray };

type Outcome = DecodedImage | TooManyPixels;

/** Decodes in a worker thread: libheif's decode is synchronous, a second or more the server would not answer. */
const decodeInWorker = (source: Uint8Array, maxPixels: number) =>
  new Promise<WorkerAnswer>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module: HEIC_DECODE, source, maxPixels } });
    worker.once('message', (answer: WorkerAnswer) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('the HEIC decoder stopped without an answer')));
  });

const hasTransparency = (rgba: Uint8ClampedArray) => {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return true;
  return false;
};

/**
 * Kept as a JPEG at quality 95 without chroma subsampling (a PNG when transparent), the HEIC's ICC profile embedded
 * so every later reading converts it to sRGB; the decoder has applied the HEIC's own rotation and mirroring.
 */
const keptImage = async (source: Uint8Array, width: number, height: number, rgba: Uint8ClampedArray) => {
  const raw = sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), {
    raw: { width, height, channels: 4 },
    limitInputPixels: width * height,
  });
  if (hasTransparency(rgba)) return { bytes: new Uint8Array(await raw.png().toBuffer()), mimeType: 'image/png' };
  const jpeg = new Uint8Array(await raw.removeAlpha().jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer());
  const icc = heifIccProfile(source);
  return { bytes: icc ? jpegWithIccProfile(jpeg, icc) : jpeg, mimeType: 'image/jpeg' };
};

/** One decode at a time in this process: a 48-megapixel HEIC takes a few hundred megabytes while it decodes. */
let queue: Promise<unknown> = Promise.resolve();

const decodeOne = async (source: Uint8Array, maxPixels: number): Promise<Outcome> => {
  const answer = await decodeInWorker(source, maxPixels);
  if ('tooManyPixels' in answer) return { type: 'TooManyPixels', maxPixels };
  if ('error' in answer) throw new Error(answer.error);
  return keptImage(source, answer.width, answer.height, answer.data);
};

const unreadable = (cause: unknown): ImageUnreadable => ({ type: 'ImageUnreadable', cause: String(cause) });

/** HEIC and HEIF photos decoded with libheif (WebAssembly) into a JPEG every part of the shop reads. */
export const libheifImageDecoder: ImageDecoder = {
  decode: (source, { maxPixels }) => {
    const turn = queue.then(() => decodeOne(source, maxPixels));
    queue = turn.catch(() => undefined);
    return ResultAsync.fromPromise(turn, unreadable).andThen((outcome) =>
      'type' in outcome ? errAsync<DecodedImage, TooManyPixels>(outcome) : okAsync(outcome),
    );
  },
};
