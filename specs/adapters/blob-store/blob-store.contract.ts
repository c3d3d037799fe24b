import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../../../core/shop/media/blob-store.port.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

/** What every BlobStore must do; run against the in-memory fake and the filesystem adapter. */
export const describeBlobStoreContract = (name: string, open: () => Promise<BlobStore>) =>
  describe(`BlobStore contract: ${name}`, () => {
    it('gives back what was put under a key', async () => {
      const store = await open();
      expect((await store.put('media/d1-a1-240.webp', bytes(1, 2, 3))).isOk()).toBe(true);
      expect((await store.get('media/d1-a1-240.webp'))._unsafeUnwrap()).toEqual(bytes(1, 2, 3));
    });

    it('gives null for a key never put', async () => {
      const store = await open();
      expect((await store.get('media/nothing-here.avif'))._unsafeUnwrap()).toBeNull();
    });

    it('replaces what a key held', async () => {
      const store = await open();
      await store.put('uploads/x/original', bytes(1));
      await store.put('uploads/x/original', bytes(2, 2));
      expect((await store.get('uploads/x/original'))._unsafeUnwrap()).toEqual(bytes(2, 2));
    });

    it('keeps keys apart', async () => {
      const store = await open();
      await store.put('a/b', bytes(1));
      await store.put('a/c', bytes(2));
      expect((await store.get('a/b'))._unsafeUnwrap()).toEqual(bytes(1));
      expect((await store.get('a/c'))._unsafeUnwrap()).toEqual(bytes(2));
    });
  });
