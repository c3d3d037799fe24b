import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../adapters/http/http-client.ts';
import { httpIconSource } from '../../../adapters/product-server-client/http-icon-source.ts';
import { ICON_ENDPOINT_BASE, ICON_FETCH_TIMEOUT_MS } from '../../../core/domain/media/icon-fetch.ts';
import { loadIcons } from '../../../core/storefront/media/load-icons.use-case.ts';
import { startRecordingServer } from '../../support/recording-server.ts';

const CART = '<path fill="currentColor" d="M17 18a2 2 0 0 1 2 2"/>';
const iconSet = (body = CART) => ({ prefix: 'mdi', width: 24, height: 24, icons: { 'cart-outline': { body } } });
const DRAWN = { body: CART, left: 0, top: 0, width: 24, height: 24 };

describe("icons from the shop's endpoint, the public Iconify API as fallback, against two real servers", () => {
  let shop: Awaited<ReturnType<typeof startRecordingServer>>;
  let iconify: Awaited<ReturnType<typeof startRecordingServer>>;
  beforeAll(async () => {
    [shop, iconify] = await Promise.all([startRecordingServer(), startRecordingServer()]);
  });
  afterAll(() => Promise.all([shop.close(), iconify.close()]));

  /** Wired as the browser container wires it, each server standing in for one origin. */
  const icons = () =>
    loadIcons({
      primary: httpIconSource(
        createHttpClient({ timeoutMs: ICON_FETCH_TIMEOUT_MS }),
        `${shop.origin}${ICON_ENDPOINT_BASE}`,
      ),
      fallback: httpIconSource(createHttpClient({ timeoutMs: 5000 }), iconify.origin),
    });

  it('takes the icon from the shop endpoint and never calls the fallback when it answers', async () => {
    shop.answerWith({ status: 200, body: iconSet() });
    iconify.answerWith({ status: 200, body: iconSet('<path d="M0 0"/>') });
    expect((await icons()('mdi:cart-outline'))._unsafeUnwrap()).toEqual(DRAWN);
    expect(shop.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/icons/mdi.json?icons=cart-outline']);
    expect(iconify.requests).toEqual([]);
  });

  it('falls back when the shop endpoint fails', async () => {
    shop.answerWith({ status: 503, body: { error: 'down' } });
    iconify.answerWith({ status: 200, body: iconSet() });
    expect((await icons()('mdi:cart-outline'))._unsafeUnwrap()).toEqual(DRAWN);
    expect(shop.requests).toHaveLength(1);
    expect(iconify.requests.map((r) => r.url)).toEqual(['/mdi.json?icons=cart-outline']);
  });

  it('falls back once the shop endpoint is slower than ICON_FETCH_TIMEOUT_MS', async () => {
    shop.answerWith({ status: 200, body: iconSet('<path d="M9 9"/>'), delayMs: ICON_FETCH_TIMEOUT_MS + 500 });
    iconify.answerWith({ status: 200, body: iconSet() });
    const started = Date.now();
    expect((await icons()('mdi:cart-outline'))._unsafeUnwrap()).toEqual(DRAWN);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(ICON_FETCH_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(ICON_FETCH_TIMEOUT_MS + 500);
    expect(iconify.requests).toHaveLength(1);
  });

  it('falls back when the shop answers something that is not Iconify JSON for the set', async () => {
    shop.answerWith({ status: 200, body: { prefix: 'other', icons: {} } });
    iconify.answerWith({ status: 200, body: iconSet() });
    expect((await icons()('mdi:cart-outline')).isOk()).toBe(true);
    shop.answerWith({ status: 200, body: '<html>' });
    iconify.answerWith({ status: 200, body: iconSet() });
    expect((await icons()('mdi:cart-outline')).isOk()).toBe(true);
    expect(iconify.requests).toHaveLength(1);
  });

  it('answers IconUnavailable when neither answers', async () => {
    shop.answerWith({ status: 500, body: null });
    iconify.answerWith({ status: 404, body: null });
    expect((await icons()('mdi:cart-outline'))._unsafeUnwrapErr()).toEqual({
      type: 'IconUnavailable',
      name: 'mdi:cart-outline',
    });
  });
});
