import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { postgresAffiliateHitRepository } from '../../adapters/postgres/postgres-affiliate-hit-repository.ts';
import type { AffiliateCustomerId } from '../../core/domain/marketing/affiliate-hit.ts';
import { buildTestApp, openDemoDatabase } from '../support/test-app.ts';

const cookiesOf = (header: string | string[] | undefined) => (Array.isArray(header) ? header : header ? [header] : []);
const named = (header: string | string[] | undefined, name: string) =>
  cookiesOf(header).find((cookie) => cookie.startsWith(`${name}=`));

describe('the landing cookies of a page request', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const hitsOf = async (id: string) =>
    (await postgresAffiliateHitRepository(database.db).ofAffiliate(id as AffiliateCustomerId))._unsafeUnwrap();
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
  });
  afterAll(() => app.close());

  it('records an affiliate hit once, with the affiliate (15 days) and awc (30 days) cookies', async () => {
    const first = await app.inject({ method: 'GET', url: '/?afcust=5151&awc=123_abc' });
    expect(first.statusCode).toBe(200);
    expect(named(first.headers['set-cookie'], 'affiliate')).toMatch(
      /^affiliate=5151; Max-Age=1296000; Expires=[^;]+; Path=\/; Secure; SameSite=Lax$/,
    );
    expect(named(first.headers['set-cookie'], 'awc')).toMatch(/^awc=123_abc; Max-Age=2592000; /);
    expect(named(first.headers['set-cookie'], 'sid')).toBeDefined();
    expect(await hitsOf('5151')).toHaveLength(1);

    const again = await app.inject({ method: 'GET', url: '/?afcust=5151', headers: { cookie: 'affiliate=5151' } });
    expect(named(again.headers['set-cookie'], 'affiliate')).toBeUndefined();
    expect(await hitsOf('5151')).toHaveLength(1);
  });

  it('ignores a non-numeric afcust', async () => {
    const response = await app.inject({ method: 'GET', url: '/?afcust=12ab' });
    expect(named(response.headers['set-cookie'], 'affiliate')).toBeUndefined();
    expect(await hitsOf('12ab')).toEqual([]);
  });

  it('keeps tracking parameters from a search engine, with the httpOnly referral cookie for 14 days', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/?utm_campaign=spring&gclid=abc',
      headers: { referer: 'https://www.google.es/' },
    });
    const set = response.headers['set-cookie'];
    expect(named(set, 'utm_campaign')).toMatch(/^utm_campaign=spring; Max-Age=2592000; /);
    expect(named(set, 'utm_medium')).toMatch(/^utm_medium=organic;/);
    expect(named(set, 'gclid')).toMatch(/^gclid=gcl\.1\.\d+\.\d{10}\.abc;/);
    expect(named(set, 'referral')).toMatch(
      /^referral=organic%7Cwww\.google\.es; Max-Age=1209600; Expires=[^;]+; Path=\/; Secure; HttpOnly; SameSite=Lax$/,
    );
  });

  it('drops them when the visitor comes back from a payment provider', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/?utm_source=paypal',
      headers: { referer: 'https://www.paypal.com/checkoutnow' },
    });
    expect(named(response.headers['set-cookie'], 'utm_source')).toBeUndefined();
    expect(named(response.headers['set-cookie'], 'referral')).toBeUndefined();
  });
});
