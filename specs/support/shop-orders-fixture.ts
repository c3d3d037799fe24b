import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ShopDatabase } from '../../adapters/postgres/database.ts';
import { articlePrices, articles, designArticles, designs, promotions } from '../../adapters/postgres/schema/index.ts';

/** Articles, a design and promotions of the carts specs, apart from the demo data (ids 9001+, codes SPEC-*). */
export const SPEC_ARTICLES = {
  mug: { id: 9001, euroCents: 1250 },
  poster: { id: 9002, euroCents: 2000 },
  /** Exists, but has no price in WPX-ES. */
  unpriced: { id: 9003, euroCents: 0 },
  withdrawn: { id: 9004, euroCents: 990 },
} as const;

export const SPEC_DESIGN = 'spec-design-1';
/** Published, but not printable on the poster. */
export const SPEC_MUG_ONLY_DESIGN = 'spec-design-2';

export const insertCartFixtures = async (db: ShopDatabase) => {
  await db.insert(articles).values([
    {
      id: 9001,
      slug: 'spec-mug',
      kind: 'mug',
      names: { es: 'Taza de prueba', en: 'Spec mug' },
      namesPlural: { es: 'Tazas de prueba' },
    },
    {
      id: 9002,
      slug: 'spec-poster',
      kind: 'poster',
      names: { es: 'Póster de prueba' },
      namesPlural: { es: 'Pósters de prueba' },
    },
    { id: 9003, slug: 'spec-unpriced', kind: 'mug', names: { es: 'Sin precio' } },
    { id: 9004, slug: 'spec-withdrawn', kind: 'mug', names: { es: 'Retirado' }, active: false },
  ]);
  await db.insert(articlePrices).values([
    { articleId: 9001, store: 'WPX-ES', amountMinor: 1250, currency: 'EUR' },
    { articleId: 9002, store: 'WPX-ES', amountMinor: 2000, currency: 'EUR' },
    { articleId: 9003, store: 'WPX-PL', amountMinor: 5000, currency: 'PLN' },
    { articleId: 9004, store: 'WPX-ES', amountMinor: 990, currency: 'EUR' },
  ]);
  await db.insert(designs).values([
    { id: SPEC_DESIGN, slug: 'spec-design', name: 'Spec Fox', names: { es: 'Zorro de prueba' }, collection: 'NOVELTY' },
    { id: SPEC_MUG_ONLY_DESIGN, slug: 'spec-mug-only', name: 'Spec Owl', collection: 'NOVELTY' },
  ]);
  await db.insert(designArticles).values([
    { designId: SPEC_DESIGN, articleId: 9001 },
    { designId: SPEC_DESIGN, articleId: 9002 },
    { designId: SPEC_MUG_ONLY_DESIGN, articleId: 9001 },
  ]);
  await db.insert(promotions).values([
    { code: 'SPEC-TEN', kind: 'percentage', value: 10, currency: 'EUR', stores: ['WPX-ES'] },
    { code: 'SPEC-LIMITED', kind: 'fixedAmount', value: 500, currency: 'EUR', maxUses: 5, stores: ['WPX-ES'] },
    { code: 'SPEC-PL', kind: 'percentage', value: 10, currency: 'PLN', stores: ['WPX-PL'] },
    { code: 'SPEC-BIG', kind: 'percentage', value: 10, currency: 'EUR', minimumSubtotalMinor: 100000, stores: [] },
  ]);
};

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export const BASE = '/shop-api/v1';

/** A shopper of the Shop API: one storefront session, optionally signed in (its cookie jar). */
export const shopper = (app: FastifyInstance, sessionId: string, cookie = '') => {
  const headers = (extra: Record<string, string> = {}) => ({ ...(cookie ? { cookie } : {}), ...extra });
  const query = (url: string) => `${BASE}${url}${url.includes('?') ? '&' : '?'}ext_session_id=${sessionId}`;
  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    fields: Record<string, string> = {},
    extra: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      headers: headers({ ...FORM, ...extra }),
      payload: new URLSearchParams({ ext_session_id: sessionId, ...fields }).toString(),
    });
  return {
    sessionId,
    get: (url: string) => app.inject({ method: 'GET', url: query(url), headers: headers() }),
    post: (url: string, fields?: Record<string, string>, extra?: Record<string, string>) =>
      send('POST', url, fields, extra),
    put: (url: string, fields?: Record<string, string>, extra?: Record<string, string>) =>
      send('PUT', url, fields, extra),
    patch: (url: string, fields?: Record<string, string>, extra?: Record<string, string>) =>
      send('PATCH', url, fields, extra),
    delete: (url: string, fields?: Record<string, string>, extra?: Record<string, string>) =>
      send('DELETE', url, fields, extra),
  };
};

export type SpecShopper = ReturnType<typeof shopper>;

/** A session id of the right shape, distinct per `n`. */
export const sessionIdFor = (name: string, n = 0) =>
  `${name.replace(/[^A-Za-z0-9]/g, '')}Session${String(n).padStart(8, '0')}`.padEnd(20, 'x');

export const dataOf = <T>(response: LightMyRequestResponse) => response.json<{ data: T }>().data;

export const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: number; message: string; fields?: { field: string; message: string }[] } }>().error;

/** The contact, address and shipment steps of a Spanish guest, by the Shop API. */
export const completeCheckoutSteps = async (
  who: SpecShopper,
  shipment: Record<string, string> = { mode: 'ADDRESS', carrier: 'CORREOS' },
) => {
  const contact = await who.put('/checkout/contact', {
    customer_type: 'PERSON',
    email: 'ana@example.es',
    first_name: 'Ana',
    last_name: 'García',
    phone: '612345678',
  });
  const addresses = await who.put('/checkout/addresses', {
    billing_line1: 'Calle Mayor 1',
    billing_postal_code: '28013',
    billing_city: 'Madrid',
    billing_country: 'ES',
  });
  const chosen = await who.put('/checkout/shipment', shipment);
  return { contact, addresses, shipment: chosen };
};
