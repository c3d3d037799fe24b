import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { DEMO_AFFILIATE_ID } from '../../../adapters/postgres/seeds/commissions.seed.ts';
import { signedIn, type CookieJar } from '../../support/auth-session.ts';
import { buildTestApp, openDemoDatabase } from '../../support/test-app.ts';

describe('the commissions page, rendered on the server', () => {
  let app: FastifyInstance;
  let admin: CookieJar;
  let ana: CookieJar;

  beforeAll(async () => {
    app = await buildTestApp({}, await openDemoDatabase());
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
    ana = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
  });
  afterAll(() => app.close());

  it("renders the month's affiliates for the administrator and the 404 page for the customer", async () => {
    const page = await app.inject({ method: 'GET', url: '/accounts/commissions', headers: { cookie: admin.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Comisiones de afiliados');
    expect(page.body).toContain(`>${DEMO_AFFILIATE_ID}</a>`);
    const refused = await app.inject({
      method: 'GET',
      url: '/accounts/commissions',
      headers: { cookie: ana.header() },
    });
    expect(refused.statusCode).toBe(404);
  });
});
