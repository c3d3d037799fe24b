import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../../adapters/postgres/schema/index.ts';
import { deriveSecret } from '../../../adapters/system/hmac-newsletter-tokens.ts';
import { sealedNewsletterTokens } from '../../../adapters/system/sealed-newsletter-tokens.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { formBody, signedIn } from '../../support/auth-session.ts';
import { lastMailTo } from '../../support/support-fixtures.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { buildTestApp, openDemoDatabase, EXT_SESSION_ID, withSession } from '../../support/test-app.ts';

const SECRET = 'newsletter-spec-secret-0123456789abcdef';

describe('Shop API: newsletter', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ip = 0;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({ NEWSLETTER_SECRET: SECRET }, database);
  });
  afterAll(() => app.close());

  const post = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/shop-api/v1${url}`,
      remoteAddress: `198.51.100.${(ip += 1)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }),
    });

  const subscription = async (email: string) =>
    (await database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

  const tokenFrom = (link: string | null | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

  const unsubscribeLinkOf = async (email: string) => (await lastMailTo(database.db, email))?.text.split('\n').at(-1);

  it('signs up with double opt-in: pending, then confirmed through the e-mailed link', async () => {
    const response = await post('/newsletter/subscriptions', { email: 'Nina@Example.com', store: 'WPX-IT' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, data: { accepted: true } });
    expect(await subscription('nina@example.com')).toMatchObject({ status: 'pending', store: 'WPX-IT', locale: 'it' });

    const mail = await lastMailTo(database.db, 'nina@example.com');
    expect(mail?.subject).toBe('Conferma la tua iscrizione alla newsletter di Estampa');
    expect(mail?.link).toMatch(/^http:\/\/localhost\/newsletter\?token=/);
    expect(mail?.text).toContain('http://localhost/unsubscribe?token=');

    const confirmed = await app.inject({
      method: 'GET',
      url: withSession(`/shop-api/v1/newsletter/confirm?token=${encodeURIComponent(tokenFrom(mail?.link))}`),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, data: { email: 'nina@example.com', status: 'confirmed' } });
    expect((await subscription('nina@example.com'))?.confirmedAt).toBeInstanceOf(Date);
  });

  it('answers exactly the same for an address that is already subscribed', async () => {
    const first = await post('/newsletter/subscriptions', { email: 'same@example.com' });
    const mail = await lastMailTo(database.db, 'same@example.com');
    await app.inject({
      method: 'GET',
      url: withSession(`/shop-api/v1/newsletter/confirm?token=${encodeURIComponent(tokenFrom(mail?.link))}`),
    });
    const again = await post('/newsletter/subscriptions', { email: 'same@example.com' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect((await subscription('same@example.com'))?.status).toBe('confirmed');
  });

  it('unsubscribes through the storefront page’s call, and says the same for an unknown address', async () => {
    await post('/newsletter/subscriptions', { email: 'leaving@example.com', store: 'WPX-DK' });
    const token = tokenFrom(await unsubscribeLinkOf('leaving@example.com'));
    const response = await post('/newsletter/unsubscribe', { token });
    expect(response.json()).toEqual({ success: true, data: { email: 'leaving@example.com', status: 'unsubscribed' } });
    expect((await subscription('leaving@example.com'))?.status).toBe('unsubscribed');
    expect((await post('/newsletter/unsubscribe', { token })).statusCode).toBe(200);

    const stranger = sealedNewsletterTokens(deriveSecret('unused', 'x')).sign({
      email: 'x@example.com',
      purpose: 'newsletter-unsubscribe',
      expiresAt: Date.now() + 1000,
    });
    expect((await post('/newsletter/unsubscribe', { token: stranger })).statusCode).toBe(404);
    const unknown = sealedNewsletterTokens(SECRET).sign({
      email: 'never@example.com',
      purpose: 'newsletter-unsubscribe',
      expiresAt: Date.now() + 60_000,
    });
    expect((await post('/newsletter/unsubscribe', { token: unknown })).json()).toEqual({
      success: true,
      data: { email: 'never@example.com', status: 'unsubscribed' },
    });
  });

  it('unsubscribes with one click at the List-Unsubscribe URL (RFC 8058), without a storefront session', async () => {
    await post('/newsletter/subscriptions', { email: 'oneclick@example.com' });
    const link = new URL((await unsubscribeLinkOf('oneclick@example.com')) ?? '');
    expect(link.pathname).toBe('/unsubscribe');
    const response = await app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await subscription('oneclick@example.com'))?.status).toBe('unsubscribed');
    const multipart = await app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'multipart/form-data; boundary=X' },
      payload: '--X\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--X--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    const forged = await app.inject({ method: 'POST', url: '/unsubscribe?token=forged', payload: '' });
    expect(forged.statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/unsubscribe' })).statusCode).toBe(400);
  });

  it.each([
    ['a forged token', 'abc.def'],
    ['a tampered token', 'x'],
  ])('answers %s to confirm with 404: a well-formed link that names nothing', async (_, token) => {
    const response = await app.inject({
      method: 'GET',
      url: withSession(`/shop-api/v1/newsletter/confirm?token=${token}`),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 4004, message: 'This link is not valid or has expired' },
    });
  });

  it('refuses an expired token, and an unsubscribe token used to confirm', async () => {
    await post('/newsletter/subscriptions', { email: 'late@example.com' });
    const tokens = sealedNewsletterTokens(SECRET);
    const expired = tokens.sign({
      email: 'late@example.com',
      purpose: 'newsletter-confirm',
      expiresAt: Date.now() - 1,
    });
    const confirm = (token: string) =>
      app.inject({
        method: 'GET',
        url: withSession(`/shop-api/v1/newsletter/confirm?token=${encodeURIComponent(token)}`),
      });
    expect((await confirm(expired)).statusCode).toBe(404);
    const wrongPurpose = tokenFrom(await unsubscribeLinkOf('late@example.com'));
    expect((await confirm(wrongPurpose)).statusCode).toBe(404);
    expect((await subscription('late@example.com'))?.status).toBe('pending');
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 422],
    ['a blank e-mail', { email: '  ' }, 422],
    ['a missing e-mail', {}, 400],
    ['an unknown store', { email: 'a@example.com', store: 'XX' }, 400],
  ])('refuses %s', async (_, fields, status) => {
    expect((await post('/newsletter/subscriptions', fields)).statusCode).toBe(status);
  });

  it('refuses a missing or huge token, and calls without ext_session_id', async () => {
    expect((await app.inject({ method: 'GET', url: withSession('/shop-api/v1/newsletter/confirm') })).statusCode).toBe(
      400,
    );
    expect((await post('/newsletter/unsubscribe', { token: 'x'.repeat(5000) })).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/newsletter/subscriptions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({ email: 'a@example.com' }),
    });
    expect(anonymous.statusCode).toBe(400);
  });

  it('refuses the one-click unsubscribe POST with an expired or forged signature, leaving the address subscribed', async () => {
    await post('/newsletter/subscriptions', { email: 'keeper@example.com' });
    const confirmLink = (await lastMailTo(database.db, 'keeper@example.com'))?.link ?? '';
    await app.inject({
      method: 'GET',
      url: withSession(`/shop-api/v1/newsletter/confirm?token=${tokenFrom(confirmLink)}`),
    });
    expect((await subscription('keeper@example.com'))?.status).toBe('confirmed');
    const tokens = sealedNewsletterTokens(SECRET);
    const expired = tokens.sign({
      email: 'keeper@example.com',
      purpose: 'newsletter-unsubscribe',
      expiresAt: Date.now() - 1,
    });
    const forged = sealedNewsletterTokens('another-secret-0123456789abcdefghijklmnop').sign({
      email: 'keeper@example.com',
      purpose: 'newsletter-unsubscribe',
      expiresAt: Date.now() + 60_000,
    });
    for (const token of [expired, forged]) {
      const response = await app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        error: { code: 4004, message: 'This link is not valid or has expired' },
      });
    }
    expect((await subscription('keeper@example.com'))?.status).toBe('confirmed');
  });

  it('lets a signed-in customer read, ask for (double opt-in) and end their own subscription; nobody else', async () => {
    const email = DEMO_ACCOUNTS.customer.email.toLowerCase();
    const ana = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const own = (method: 'GET' | 'PUT' | 'DELETE', cookie?: string) =>
      app.inject({
        method,
        remoteAddress: `198.51.100.${(ip += 1)}`,
        ...(method === 'GET'
          ? { url: withSession('/shop-api/v1/newsletter/subscription') }
          : {
              url: '/shop-api/v1/newsletter/subscription',
              payload: formBody({ ext_session_id: EXT_SESSION_ID }),
            }),
        headers: {
          ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          ...(cookie === undefined ? {} : { cookie }),
        },
      });

    expect((await own('GET', ana.header())).json()).toEqual({ success: true, data: { email, status: 'none' } });
    const asked = await own('PUT', ana.header());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, data: { email, status: 'pending' } });
    const mail = await lastMailTo(database.db, email);
    expect(mail?.link).toMatch(/^http:\/\/localhost\/newsletter\?token=/);
    expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect((await own('GET', ana.header())).json()).toMatchObject({ data: { status: 'pending' } });

    await app.inject({
      method: 'GET',
      url: withSession(`/shop-api/v1/newsletter/confirm?token=${encodeURIComponent(tokenFrom(mail?.link))}`),
    });
    expect((await own('PUT', ana.header())).json()).toMatchObject({ data: { status: 'confirmed' } });
    expect((await own('DELETE', ana.header())).json()).toEqual({
      success: true,
      data: { email, status: 'unsubscribed' },
    });
    expect((await subscription(email))?.status).toBe('unsubscribed');

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const anonymous = await own(method);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        success: false,
        error: { code: 4001, message: 'Sign in to manage your own subscription' },
      });
    }
  });
});
