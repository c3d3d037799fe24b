import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// Random bytes come in blocks, as Node's randomUUID takes them: one call to the system's generator serves many ids.
const BLOCK_SIZE = 4096;
let block = new Uint8Array(0);
let taken = 0;

const randomByte = (): number => {
  if (taken === block.length) {
    block = globalThis.crypto.getRandomValues(new Uint8Array(BLOCK_SIZE));
    taken = 0;
  }
  const byte = block[taken] ?? 0;
  taken += 1;
  return byte;
};

/** Unbiased picks: bytes at or above the largest multiple of the alphabet size are redrawn. */
const randomFrom = (alphabet: string, length: number): string => {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < limit) out += alphabet[byte % alphabet.length];
  }
  return out;
};

/** Web Crypto randomness: works the same in Node 20+ and in browsers. */
export const cryptoIdGenerator: IdGenerator = {
  randomString: (length) => randomFrom(ALPHANUMERIC, length),
  randomDigits: (length) => randomFrom('0123456789', length),
  uuid: () => globalThis.crypto.randomUUID(),
};
