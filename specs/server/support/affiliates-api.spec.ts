import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateHits } from '../../../adapters/postgres/schema/index.ts';
import { formBody } from '../../support/auth-session.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { buildTestApp, openDemoDatabase, EXT_SESSION_ID } from '../../support/test-app.ts';

const HIT = {
  customer_id: '000123',
  device_footprint: 'fp-9f8e7d6c',
  domain: 'shop.example',
  url: 'https://shop.example/t/mugs?afcust=000123',
  ip: '192.0.2.44',
  campaign: 'spring-sale',
};

describe('Shop API: affiliate hits', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ip = 0;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
  });
  afterAll(() => app.close());

  const post = (fields: Record<string, string>, from = `198.51.100.${(ip += 1)}`) =>
    app.inject({
      method: 'POST',
      url: '/shop-api/v1/affiliates/hits',
      remoteAddress: from,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }),
    });

  const hitsOf = (customerId: string) =>
    database.db.select().from(affiliateHits).where(eq(affiliateHits.customerId, customerId));

  it('records a form-encoded hit with the address the request came from', async () => {
    const response = await post(HIT, '203.0.113.9');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { recorded: true } });
    expect(await hitsOf('000123')).toEqual([
      expect.objectContaining({
        customerId: '000123',
        deviceFootprint: 'fp-9f8e7d6c',
        domain: 'shop.example',
        url: 'https://shop.example/t/mugs?afcust=000123',
        ip: '203.0.113.9',
        campaign: 'spring-sale',
      }),
    ]);
  });

  it('takes the campaign as optional and an empty ip from a browser that does not know it', async () => {
    const { campaign: _campaign, ...withoutCampaign } = HIT;
    expect((await post({ ...withoutCampaign, customer_id: '77', ip: '', domain: 'localhost:3000' })).statusCode).toBe(
      201,
    );
    expect((await hitsOf('77'))[0]).toMatchObject({ campaign: null });
  });

  it.each([
    ['a customer id with letters', { ...HIT, customer_id: '12ab' }, 'customer_id'],
    ['a customer id of 21 digits', { ...HIT, customer_id: '1'.repeat(21) }, 'customer_id'],
    ['a url that is not http(s)', { ...HIT, url: 'javascript:alert(1)' }, 'url'],
    ['a huge url', { ...HIT, url: `https://shop.example/?q=${'a'.repeat(3000)}` }, 'url'],
    ['a domain with a path', { ...HIT, domain: 'shop.example/x' }, 'domain'],
    ['an ip that is not one', { ...HIT, ip: '999.1.1.1' }, 'ip'],
    ['a footprint with spaces', { ...HIT, device_footprint: 'a b' }, 'device_footprint'],
    ['a huge footprint', { ...HIT, device_footprint: 'f'.repeat(257) }, 'device_footprint'],
    ['a huge campaign', { ...HIT, campaign: 'c'.repeat(201) }, 'campaign'],
    ['a missing url', { customer_id: '1', device_footprint: 'x', domain: 'a.b', ip: '' }, 'url'],
  ])('refuses %s with 400 and stores nothing', async (_, fields, field) => {
    const response = await post(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: number; message: string } }>().error.code).toBe(4000);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(field);
  });

  it('refuses a call without ext_session_id, and a cross-site post', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/affiliates/hits',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(HIT),
    });
    expect(anonymous.statusCode).toBe(400);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/affiliates/hits',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...HIT }),
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('limits one address to 60 hits an hour', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 61; n += 1)
      statuses.push((await post({ ...HIT, customer_id: '555' }, '203.0.113.200')).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });
});
