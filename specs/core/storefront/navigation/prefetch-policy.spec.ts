import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPrefetchablePath,
  isPrefetchUsable,
  PREFETCH_KEPT_MS,
  prefetchUrlFor,
  shouldPrefetch,
} from '../../../../core/storefront/navigation/prefetch-policy.ts';

describe('prefetch policy', () => {
  it('shows a page opened ahead while fresh and while the session has written nothing since', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: PREFETCH_KEPT_MS - 1 }), fc.nat(), (at, later, writes) => {
        expect(isPrefetchUsable({ at, writes }, { at: at + later, writes })).toBe(true);
      }),
    );
  });

  it('never shows a page opened ahead once the session wrote (added to the cart, signed in), however soon', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat({ max: PREFETCH_KEPT_MS - 1 }),
        fc.nat(),
        fc.integer({ min: 1, max: 50 }),
        (at, later, writes, more) => {
          expect(isPrefetchUsable({ at, writes }, { at: at + later, writes: writes + more })).toBe(false);
        },
      ),
    );
    expect(isPrefetchUsable({ at: 0, writes: 0 }, { at: 1, writes: 1 })).toBe(false);
  });

  it('never shows a page opened ahead too long ago', () => {
    expect(isPrefetchUsable({ at: 0, writes: 2 }, { at: PREFETCH_KEPT_MS, writes: 2 })).toBe(false);
    expect(isPrefetchUsable({ at: 0, writes: 2 }, { at: PREFETCH_KEPT_MS - 1, writes: 2 })).toBe(true);
  });

  it('prefetches when the browser says nothing about its connection', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
  });

  it('never prefetches for a shopper saving data, whatever the speed', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (effectiveType) => {
        expect(shouldPrefetch({ saveData: true, effectiveType })).toBe(false);
      }),
    );
  });

  it('skips 2g and slow-2g and prefetches on 3g and 4g', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g', saveData: false })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
  });

  it('prefetches only the shop pages', () => {
    expect(isPrefetchablePath('/help-center/topic/23')).toBe(true);
    expect(isPrefetchablePath('/')).toBe(true);
    expect(isPrefetchablePath('https://other.example/')).toBe(false);
    expect(isPrefetchablePath('//other.example/')).toBe(false);
    expect(isPrefetchablePath('/api/session')).toBe(false);
    expect(isPrefetchablePath('/shop-api/v1/designs')).toBe(false);
    expect(isPrefetchablePath('/offers/_payload.json')).toBe(false);
    expect(isPrefetchablePath('/apiary')).toBe(true);
  });

  it('prefetches the payload client-side navigation will ask for', () => {
    expect(prefetchUrlFor('/')).toBe('/_payload.json');
    expect(prefetchUrlFor('/help-center/')).toBe('/help-center/_payload.json');
    expect(prefetchUrlFor('/search?query=gato#top')).toBe('/search/_payload.json?query=gato');
    expect(prefetchUrlFor('/search?')).toBe('/search/_payload.json');
    expect(prefetchUrlFor('/api/log')).toBeNull();
  });
});
