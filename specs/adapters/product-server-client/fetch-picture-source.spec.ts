import { describe, expect, it } from 'vitest';
import { fetchPictureSource } from '../../../adapters/product-server-client/fetch-picture-source.ts';

describe('the fetch picture source', () => {
  it('answers the picture as a Blob with its type and size', async () => {
    const asked: string[] = [];
    const source = fetchPictureSource((url) => {
      asked.push(url);
      return Promise.resolve(new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' })));
    });
    const picture = (await source.read('/images/designs/d1-960.png'))._unsafeUnwrap();
    expect([picture.type, picture.bytes, picture.content.size]).toEqual(['image/png', 3, 3]);
    expect(asked).toEqual(['/images/designs/d1-960.png']);
  });

  it('is unavailable when the answer is not a success or never comes', async () => {
    const missing = fetchPictureSource(() => Promise.resolve(new Response('gone', { status: 404 })));
    expect((await missing.read('/x.jpg'))._unsafeUnwrapErr()).toEqual({ type: 'PictureUnavailable' });
    const offline = fetchPictureSource(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await offline.read('/x.jpg'))._unsafeUnwrapErr()).toEqual({ type: 'PictureUnavailable' });
  });
});
