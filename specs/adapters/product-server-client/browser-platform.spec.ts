import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCookieJar } from '../../../adapters/cookies/document-cookie-jar.ts';
import { createHttpClient } from '../../../adapters/http/http-client.ts';
import { httpBuildManifest } from '../../../adapters/product-server-client/http-build-manifest.ts';
import { apiRequestFailed } from '../../../core/domain/errors/error-situations.ts';
import { COOKIE_POLICIES } from '../../../core/domain/site/cookie-policies.ts';
import { VIEWPORT_COOKIE } from '../../../core/domain/site/viewport.ts';
import { fixedClock } from '../../support/fixed-clock.ts';
import { startRecordingServer } from '../../support/recording-server.ts';

describe('GET builds/latest.json against a real server', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());
  const manifest = () => httpBuildManifest(createHttpClient({ timeoutMs: 2000 }), server.origin);

  it('reads the latest build', async () => {
    server.answerWith({ status: 200, body: { id: 'mb1x2-9f3a01bc', timestamp: 1_700_000_000_000 } });
    expect((await manifest().latest())._unsafeUnwrap()).toEqual({ id: 'mb1x2-9f3a01bc', timestamp: 1_700_000_000_000 });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /builds/latest.json']);
  });

  it('fails on a missing or malformed manifest', async () => {
    const failed = apiRequestFailed(`${server.origin}/builds/latest.json`);
    server.answerWith({ status: 404, body: { error: 'No such build' } });
    expect((await manifest().latest())._unsafeUnwrapErr()).toEqual(failed);
    server.answerWith({ status: 200, body: { id: '../etc', timestamp: 1 } });
    expect((await manifest().latest())._unsafeUnwrapErr()).toEqual(failed);
  });
});

describe('document.cookie as the page script writes it', () => {
  const jar = () => {
    const dom = new JSDOM('', { url: 'https://shop.example/contact' });
    return { dom, cookies: documentCookieJar(dom.window.document, fixedClock('2024-05-01T10:00:00Z')) };
  };

  it('writes the viewport cookie with its policy and reads it back', () => {
    const { dom, cookies } = jar();
    cookies.write(VIEWPORT_COOKIE, 'tablet');
    expect(cookies.read('viewport')).toBe('tablet');
    expect(cookies.read('missing')).toBeUndefined();
    const [stored] = dom.cookieJar.getCookiesSync('https://shop.example/');
    expect(stored).toMatchObject({ key: 'viewport', value: 'tablet', path: '/', secure: true, sameSite: 'strict' });
    expect(stored?.maxAge).toBe(365 * 86_400);
  });

  it('refuses to write an HttpOnly cookie, which a script cannot', () => {
    expect(() => jar().cookies.write(COOKIE_POLICIES.referral, 'x')).toThrow(/HttpOnly/);
  });
});
