import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShopApiRequest } from '../../../adapters/shop-api-contract/shop-api-request.ts';

const context = { extSessionId: 'sess123', globalParams: { store: 'WPX-ES', lang: 'es' } };

describe('Shop API requests (spec section 7)', () => {
  it('sends GET with a query string carrying ext_session_id and the global params', () => {
    expect(buildShopApiRequest('GET', '/designs', { q: 'taza roja', page: 2 }, context)).toEqual({
      method: 'GET',
      url: '/designs?q=taza+roja&page=2&ext_session_id=sess123&store=WPX-ES&lang=es',
    });
  });

  it('appends to a path that already has a query', () => {
    expect(buildShopApiRequest('GET', '/designs?sort=POPULARITY', {}, context).url).toBe(
      '/designs?sort=POPULARITY&ext_session_id=sess123&store=WPX-ES&lang=es',
    );
  });

  it('sends other methods with a form-encoded body', () => {
    expect(
      buildShopApiRequest('POST', 'affiliates/hits', { customer_id: '123', url: 'https://shop.example/?a=1' }, context),
    ).toEqual({
      method: 'POST',
      url: 'affiliates/hits',
      body: 'customer_id=123&url=https%3A%2F%2Fshop.example%2F%3Fa%3D1&ext_session_id=sess123&store=WPX-ES&lang=es',
    });
    expect(buildShopApiRequest('HEAD', '/ping', {}, context)).toEqual({
      method: 'HEAD',
      url: '/ping?ext_session_id=sess123&store=WPX-ES&lang=es',
    });
  });

  it('merges a global param only where the call did not set it', () => {
    const request = buildShopApiRequest('PUT', '/cart', { lang: 'ca', store: undefined }, context);
    expect(request).toEqual({ method: 'PUT', url: '/cart', body: 'lang=ca&store=WPX-ES&ext_session_id=sess123' });
  });

  it("always carries the session's ext_session_id, whatever the call or the globals say", () => {
    const request = buildShopApiRequest(
      'GET',
      '/cart',
      { ext_session_id: 'forged' },
      { extSessionId: 'real', globalParams: { ext_session_id: 'global' } },
    );
    expect(request.url).toBe('/cart?ext_session_id=real');
  });

  it('keeps every call param, adds ext_session_id once, and fills the missing globals', () => {
    const name = fc.stringMatching(/^[a-z_]{1,6}$/).filter((text) => text !== 'ext_session_id');
    const params = fc.dictionary(name, fc.option(fc.string(), { nil: undefined }));
    const globals = fc.dictionary(name, fc.string());
    fc.assert(
      fc.property(
        params,
        globals,
        fc.string(),
        fc.constantFrom('GET', 'POST', 'DELETE'),
        (call, global, id, method) => {
          const request = buildShopApiRequest(method, '/x', call, { extSessionId: id, globalParams: global });
          const encoded = 'body' in request ? request.body : request.url.slice('/x?'.length);
          const sent = new URLSearchParams(encoded);
          expect(sent.getAll('ext_session_id')).toEqual([id]);
          for (const [key, value] of Object.entries(call)) {
            if (value !== undefined) expect(sent.getAll(key)).toEqual([value]);
          }
          for (const [key, value] of Object.entries(global)) {
            if (call[key] === undefined) expect(sent.getAll(key)).toEqual([value]);
          }
          expect([...new Set(sent.keys())].sort()).toEqual(
            [
              ...new Set([
                ...Object.keys(global),
                ...Object.keys(call).filter((key) => call[key] !== undefined),
                'ext_session_id',
              ]),
            ].sort(),
          );
        },
      ),
    );
  });
});
