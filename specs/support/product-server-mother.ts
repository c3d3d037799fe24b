import type { PageEvent } from '../../core/domain/marketing/page-event.ts';

export const A_BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** A page view as the storefront posts it (its ip is the server's business). */
export const aPageEvent = (overrides: Partial<Omit<PageEvent, 'ip'>> = {}): Omit<PageEvent, 'ip'> => ({
  category: 'page',
  name: 'home',
  page: { url: 'https://shop.example/', path: '/', title: 'Estampa', referrer: '' },
  userAgent: A_BROWSER,
  platform: 'Windows',
  mobile: false,
  ...overrides,
});

/** The first bytes of real files of each kind, enough for content sniffing. */
export const MAGIC = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  zip: [0x50, 0x4b, 0x03, 0x04],
  pdf: [...'%PDF-1.7'].map((c) => c.charCodeAt(0)),
} as const;

export const bytesOf = (head: readonly number[], length = 64): Uint8Array => {
  const bytes = new Uint8Array(Math.max(length, head.length));
  bytes.set(head);
  return bytes;
};
