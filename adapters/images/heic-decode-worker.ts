import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** heic-decode: libheif built to WebAssembly, since sharp's prebuilt libvips has no HEVC decoder. */
const HEIC_DECODE = createRequire(import.meta.url).resolve('heic-decode');

/** A warm worker is kept this long after its last photo: it spares the next one loading the decoder again. */
const IDLE_MS = 30_000;

// Text, not a file: the server is bundled, so no worker file would sit beside this module.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.module);
parentPort.on('message', async ({ source, maxPixels }) => {
  try {
    const images = await decode.all({ buffer: source });
    try {
      const first = images[0];
      if (first.width * first.height > maxPixels) return parentPort.postMessage({ tooManyPixels: true });
      const { width, height, data } = await first.decode();
      parentPort.postMessage({ width, height, data }, [data.buffer]);
    } finally {
      images.dispose();
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

export type HeicDecoded =
  | { readonly tooManyPixels: true }
  | { readonly error: string }
  | { readonly width: number; readonly height: number; readonly data: Uint8ClampedArray };

let warm: { readonly worker: Worker; idle?: NodeJS.Timeout } | undefined;

const workerNow = () => {
  if (warm === undefined) {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module: HEIC_DECODE } });
    // An idle worker never keeps the process alive.
    worker.unref();
    worker.once('exit', () => {
      if (warm?.worker === worker) warm = undefined;
    });
    warm = { worker };
  }
  clearTimeout(warm.idle);
  return warm;
};

/** One decode at a time in this process: a 48-megapixel HEIC takes a few hundred megabytes while it decodes. */
let queue: Promise<unknown> = Promise.resolve();

const decodeNow = (source: Uint8Array, maxPixels: number) =>
  new Promise<HeicDecoded>((resolve, reject) => {
    const current = workerNow();
    const { worker } = current;
    const settle = () => {
      worker.off('message', answered);
      worker.off('error', failed);
      worker.off('exit', stopped);
      current.idle = setTimeout(() => void worker.terminate(), IDLE_MS).unref();
    };
    const answered = (answer: HeicDecoded) => {
      settle();
      resolve(answer);
    };
    const failed = (error: Error) => {
      settle();
      reject(error);
    };
    const stopped = () => failed(new Error('the HEIC decoder stopped without an answer'));
    worker.on('message', answered);
    worker.on('error', failed);
    worker.on('exit', stopped);
    // A copy of the photo's bytes alone, handed over rather than copied again (a Buffer's slice would be a view).
    const bytes = new Uint8Array(source);
    worker.postMessage({ source: bytes, maxPixels }, [bytes.buffer]);
  });

/**
 * The HEIC's first image decoded to RGBA in a worker thread (libheif's decode is synchronous: a second or more the
 * server would not answer), or why not; over `maxPixels` it is refused from the header, before decoding.
 */
export const decodeHeic = (source: Uint8Array, maxPixels: number): Promise<HeicDecoded> => {
  const turn = queue.then(() => decodeNow(source, maxPixels));
  queue = turn.catch(() => undefined);
  return turn;
};
