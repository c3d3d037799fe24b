import { describe, expect, it } from 'vitest';
import type { PageOutcome } from '../../../core/storefront/navigation/page-outcome.ts';
import { encodePageOutcome, PageOutcomeCodec } from '../../../adapters/shop-api-contract/page-outcome.codec.ts';

const overTheWire = (outcome: PageOutcome) =>
  PageOutcomeCodec.decode(JSON.parse(JSON.stringify(encodePageOutcome(outcome))));

const loginPage = {
  kind: 'page',
  routeName: 'login',
  params: {},
  locale: 'es',
  layout: 'master',
  keepAlive: false,
  forceSsr: false,
  data: { redirect: '/cart' },
} as unknown as PageOutcome;

describe("a page's payload for client-side navigation", () => {
  it('reads back in the browser as the page the server opened', () => {
    expect(overTheWire(loginPage)).toEqual({ _tag: 'Right', right: loginPage });
  });

  it('sends redirects and error screens as they are', () => {
    const redirect = { kind: 'redirect', to: '/login', status: 302 } as PageOutcome;
    const notFound = { kind: 'error', status: 404, message: 'Page Not Found' } as PageOutcome;
    expect(encodePageOutcome(redirect)).toBe(redirect);
    expect(overTheWire(notFound)).toEqual({ _tag: 'Right', right: notFound });
  });

  it('is refused in the browser when the server sends a page without its data', () => {
    expect(PageOutcomeCodec.decode({ ...loginPage, data: {} })._tag).toBe('Left');
  });
});
