import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../../../core/shop/media/blob-store.port.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

/** `size` bytes of every value 0–255 in a scrambled order, the same for the same seed: a photo's worth of binary. */
const binary = (size: number, seed: number) => {
  const out = new Uint8Array(size);
  let state = seed;
  for (let index = 0; index < size; index += 1) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    out[index] = state >>> 24;
  }
  return out;
};

const MB = 1024 * 1024;

/** Keys the port's alphabet leaves out: each could leave a directory, hide a file or read as another key. */
const OUTSIDE_THE_ALPHABET = [
  '../escape',
  'a/../../b',
  '/absolute',
  '.hidden',
  'a//b',
  '',
  'a b',
  'a\\b',
  'x'.repeat(513),
];

/** Whether two blobs hold the same bytes, without asking the matcher to diff megabytes. */
const same = (a: Uint8Array | null, b: Uint8Array) => a !== null && Buffer.from(a).equals(Buffer.from(b));

/** What every BlobStore must do; run against the in-memory fake, the filesystem and an S3-compatible server. */
export const describeBlobStoreContract = (name: string, open: () => Promise<BlobStore>) =>
  describe(`BlobStore contract: ${name}`, () => {
    it('gives back what was put under a key', async () => {
      const store = await open();
      expect((await store.put('media/d1-a1-240.webp', bytes(1, 2, 3))).isOk()).toBe(true);
      expect((await store.get('media/d1-a1-240.webp'))._unsafeUnwrap()).toEqual(bytes(1, 2, 3));
    });

    it('gives back a few megabytes of binary byte for byte', async () => {
      const store = await open();
      const photo = binary(3 * MB + 17, 1);
      await store.put('uploads/9f1c/original', photo);
      const read = (await store.get('uploads/9f1c/original'))._unsafeUnwrap();
      expect(read?.byteLength).toBe(photo.byteLength);
      expect(same(read, photo)).toBe(true);
    });

    it('keeps an empty blob as empty, not as missing', async () => {
      const store = await open();
      await store.put('invoices/empty', new Uint8Array());
      expect((await store.get('invoices/empty'))._unsafeUnwrap()).toEqual(new Uint8Array());
    });

    it('gives null for a key never put', async () => {
      const store = await open();
      expect((await store.get('media/nothing-here.avif'))._unsafeUnwrap()).toBeNull();
    });

    it('replaces what a key held, a longer blob by a shorter one with nothing of the old left', async () => {
      const store = await open();
      await store.put('uploads/x/original', binary(64 * 1024, 2));
      await store.put('uploads/x/original', bytes(2, 2));
      expect((await store.get('uploads/x/original'))._unsafeUnwrap()).toEqual(bytes(2, 2));
    });

    it("keeps keys of several '/' segments apart", async () => {
      const store = await open();
      await store.put('uploads/a/original', bytes(1));
      await store.put('uploads/a/640.webp', bytes(2));
      await store.put('uploads/b/original', bytes(3));
      await store.put('print-files/line-1/front.png', bytes(4));
      expect((await store.get('uploads/a/original'))._unsafeUnwrap()).toEqual(bytes(1));
      expect((await store.get('uploads/a/640.webp'))._unsafeUnwrap()).toEqual(bytes(2));
      expect((await store.get('uploads/b/original'))._unsafeUnwrap()).toEqual(bytes(3));
      expect((await store.get('print-files/line-1/front.png'))._unsafeUnwrap()).toEqual(bytes(4));
      expect((await store.get('uploads/a'))._unsafeUnwrap()).toBeNull();
    });

    it('leaves one whole blob when several instances put the same key at once', async () => {
      const store = await open();
      const candidates = [1, 2, 3, 4].map((seed) => binary(2 * MB, seed));
      const puts = await Promise.all(candidates.map((candidate) => store.put('print-files/l1/wrap.png', candidate)));
      expect(puts.every((put) => put.isOk())).toBe(true);
      const kept = (await store.get('print-files/l1/wrap.png'))._unsafeUnwrap();
      expect(candidates.filter((candidate) => same(kept, candidate))).toHaveLength(1);
    });

    it('shows a reader during an overwrite the old blob or the new one, whole, never nothing or half', async () => {
      const store = await open();
      const [before, after] = [binary(2 * MB, 5), binary(2 * MB, 6)];
      await store.put('previews/abc-640.jpg', before);
      const overwrite = store.put('previews/abc-640.jpg', after);
      const reads = await Promise.all(Array.from({ length: 6 }, () => store.get('previews/abc-640.jpg')));
      expect((await overwrite).isOk()).toBe(true);
      for (const read of reads) {
        const seen = read._unsafeUnwrap();
        expect(same(seen, before) || same(seen, after)).toBe(true);
      }
      expect(same((await store.get('previews/abc-640.jpg'))._unsafeUnwrap(), after)).toBe(true);
    });

    it.each(
      OUTSIDE_THE_ALPHABET.map((key) => [key.length > 64 ? `of ${key.length} characters` : JSON.stringify(key), key]),
    )('refuses the key %s, reading or writing', async (_, key) => {
      const store = await open();
      expect((await store.put(key, bytes(1)))._unsafeUnwrapErr()).toEqual({
        type: 'BlobStoreFailure',
        cause: `Invalid blob key ${JSON.stringify(key)}`,
      });
      expect((await store.get(key))._unsafeUnwrapErr()).toMatchObject({ type: 'BlobStoreFailure' });
    });
  });
