import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Unbiased picks: bytes at or above the largest multiple of the alphabet size are redrawn. */
const randomFrom = (alphabet: string, length: number): string => {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
};

/** Web Crypto randomness: works the same in Node 20+ and in browsers. */
export const cryptoIdGenerator: IdGenerator = {
  randomString: (length) => randomFrom(ALPHANUMERIC, length),
  randomDigits: (length) => randomFrom('0123456789', length),
  uuid: () => globalThis.crypto.randomUUID(),
};
