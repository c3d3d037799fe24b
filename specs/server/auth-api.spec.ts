import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { mailOutbox } from '../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';
import {
  cookieJar,
  csrfToken,
  formBody,
  postAuthForm,
  signInWithPassword,
  type CookieJar,
} from '../support/auth-session.ts';
import { MAIL_PER_RECIPIENT } from '../../core/shop/mail/recipient-limited-mailer.ts';
import { buildTestApp, openDemoDatabase, specSessionId } from '../support/test-app.ts';

const ANA = DEMO_ACCOUNTS.customer;

/** The newest mail to `to` in the outbox. */
const lastMailIn = async (database: DatabaseHandle, to: string) => {
  const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
  const mail = rows.find((row) => row.to === to);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
};
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('auth endpoints (Auth.js at /api/auth)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    // Behind a TLS-terminating proxy, as in production: X-Forwarded-Proto says whether the visitor used HTTPS.
    database = await openDemoDatabase();
    app = await buildTestApp({ TRUST_PROXY: 'true' }, database);
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  const lastMailTo = (to: string) => lastMailIn(database, to);

  const sessionOf = async (jar: CookieJar) =>
    (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: jar.header() } })).json();

  /** A URL as the app sees it: path and query only. */
  const local = (link: string | null) => {
    const url = new URL(link ?? '');
    return `${url.pathname}${url.search}`;
  };

  it('lists the two providers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['credentials', 'email']);
    expect(response.json()).toMatchObject({ credentials: { type: 'credentials' }, email: { type: 'email' } });
  });

  it('gives a CSRF token with an HttpOnly, SameSite=Lax cookie, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/csrf' });
    expect(response.json<{ csrfToken: string }>().csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect(response.cookies.find((c) => c.name === 'authjs.csrf-token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps plain cookies on an HTTP origin, whatever X-Forwarded-Proto claims', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/csrf',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.cookies.map((c) => c.name)).toContain('authjs.csrf-token');
  });

  it('signs the demo customer in with a session cookie; the session names the customer from the database', async () => {
    const jar = cookieJar();
    const response = await signInWithPassword(app, jar, ANA.email, ANA.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'http://localhost/accounts/home' });
    expect(response.cookies.find((c) => c.name === 'authjs.session-token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(await sessionOf(jar)).toEqual({
      user: { name: 'Ana García', email: ANA.email },
      customer: { id: ANA.id, accountType: 'customer', restrictions: [], invoicingEnabled: false },
      expires: expect.any(String),
    });
  });

  it('answers a wrong password and an unknown e-mail identically, with no session', async () => {
    const wrong = cookieJar();
    const unknown = cookieJar();
    const wrongAnswer = await signInWithPassword(app, wrong, ANA.email, 'not the password');
    const unknownAnswer = await signInWithPassword(app, unknown, 'nobody@estampa.example', 'not the password');
    expect(wrongAnswer.statusCode).toBe(unknownAnswer.statusCode);
    expect(wrongAnswer.json()).toEqual({ url: 'http://localhost/login?error=CredentialsSignin&code=credentials' });
    expect(unknownAnswer.json()).toEqual(wrongAnswer.json());
    expect(wrong.has('authjs.session-token') || unknown.has('authjs.session-token')).toBe(false);
    expect(await sessionOf(wrong)).toBeNull();
  });

  it('refuses a credentials sign-in with a CSRF token that is not its cookie’s, as Auth.js does', async () => {
    const jar = cookieJar();
    const response = await postAuthForm(app, jar, '/api/auth/callback/credentials', {
      email: ANA.email,
      password: ANA.password,
      csrfToken: 'not-this-browsers-token',
      json: 'true',
    });
    expect(response.json<{ url: string }>().url).toContain('error=MissingCSRF');
    expect(jar.has('authjs.session-token')).toBe(false);
  });

  it("sends a callback URL of another origin to the shop's home instead", async () => {
    const jar = cookieJar();
    const response = await postAuthForm(app, jar, '/api/auth/callback/credentials', {
      email: ANA.email,
      password: ANA.password,
      csrfToken: await csrfToken(app, jar),
      callbackUrl: 'https://evil.example/steal',
      json: 'true',
    });
    expect(response.json()).toEqual({ url: 'http://localhost' });
  });

  it("refuses to sign out without a CSRF token with 400 and the spec's text", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: FORM,
      payload: formBody({ callbackUrl: '/', json: 'true' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 4000, message: 'Could not fetch CSRF Token for signing out' },
    });
  });

  it.each(['signin/credentials', 'signin/email', 'callback/credentials'])(
    'refuses a %s form without its CSRF token with 400 before Auth.js, which would redirect it as well formed',
    async (path) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/auth/${path}`,
        headers: FORM,
        // Another address than the demo customer's: sign-in attempts count per address, and hers are spent elsewhere.
        payload: formBody({
          email: 'no.csrf@estampa.example',
          password: 'whatever it is',
          callbackUrl: '/',
          json: 'true',
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: { code: 4000, message: 'MissingCSRF' } });
    },
  );

  it('forbids a sign-out whose CSRF token does not match its cookie (403, a forgery), with the same text', async () => {
    const jar = cookieJar();
    await signInWithPassword(app, jar, ANA.email, ANA.password);
    const response = await postAuthForm(app, jar, '/api/auth/signout', {
      csrfToken: 'f'.repeat(64),
      callbackUrl: '/',
      json: 'true',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      'Could not fetch CSRF Token for signing out',
    );
    expect((await sessionOf(jar)) as unknown).not.toBeNull();
  });

  it('signs out with the CSRF token: the session cookie is cleared', async () => {
    const jar = cookieJar();
    await signInWithPassword(app, jar, ANA.email, ANA.password);
    const response = await postAuthForm(app, jar, '/api/auth/signout', {
      csrfToken: await csrfToken(app, jar),
      callbackUrl: '/',
      json: 'true',
    });
    expect(response.json()).toEqual({ url: 'http://localhost/' });
    expect(jar.has('authjs.session-token')).toBe(false);
    expect(await sessionOf(jar)).toBeNull();
  });

  describe('ended sessions', () => {
    const profileOf = (cookie: string) =>
      app.inject({
        method: 'GET',
        url: '/shop-api/v1/accounts/profile?ext_session_id=SpecSession00000000000000000001',
        headers: { cookie },
      });

    it('refuses the cookie of a signed-out session, replayed, on the session and the profile', async () => {
      const jar = cookieJar();
      await signInWithPassword(app, jar, ANA.email, ANA.password);
      const stolen = jar.header();
      const other = cookieJar();
      await signInWithPassword(app, other, ANA.email, ANA.password);
      expect((await profileOf(stolen)).statusCode).toBe(200);

      await postAuthForm(app, jar, '/api/auth/signout', {
        csrfToken: await csrfToken(app, jar),
        callbackUrl: '/',
        json: 'true',
      });
      const replayed = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: stolen } });
      expect(replayed.json()).toBeNull();
      expect(replayed.cookies.find((c) => c.name === 'authjs.session-token')?.value).toBe('');
      expect((await profileOf(stolen)).statusCode).toBe(401);
      // The customer's other device stays signed in.
      expect(await sessionOf(other)).toMatchObject({ user: { email: ANA.email } });
    });

    it('ends every session signed in before a password reset; a sign-in with the new password works', async () => {
      const email = 'sessions.reset@estampa.example';
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: FORM,
        payload: formBody({ email, password: 'the first long password', firstName: 'Pau', lastName: 'Vila' }),
      });
      await app.inject({ method: 'GET', url: local((await lastMailTo(email)).link) });
      const before = cookieJar();
      await signInWithPassword(app, before, email, 'the first long password');
      expect(await sessionOf(before)).toMatchObject({ user: { email } });

      await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        headers: FORM,
        payload: formBody({ email }),
      });
      const token = new URL((await lastMailTo(email)).link ?? '').searchParams.get('token') ?? '';
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        headers: FORM,
        payload: formBody({ token, password: 'the second long password' }),
      });
      expect(reset.statusCode).toBe(200);
      expect(await sessionOf(before)).toBeNull();
      expect((await profileOf(before.header())).statusCode).toBe(401);

      const after = cookieJar();
      await signInWithPassword(app, after, email, 'the second long password');
      expect(await sessionOf(after)).toMatchObject({ user: { email } });
      expect((await profileOf(after.header())).statusCode).toBe(200);
    });
  });

  it.each([
    ['POST', '/api/auth/signin/github'],
    ['POST', '/api/auth/callback/facebook'],
    ['GET', '/api/auth/signin/nope'],
  ] as const)('answers %s %s, an unknown provider, with 400 InvalidProvider', async (method, url) => {
    const response = await app.inject(
      method === 'POST' ? { method, url, headers: FORM, payload: 'a=b' } : { method, url },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: { code: 4000, message: 'InvalidProvider' } });
  });

  it('answers null for a visitor without a session and for a forged session cookie', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/session?callbackUrl=%2F' })).json()).toBeNull();
    const forged = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: 'authjs.session-token=eyJhbGciOiJkaXIifQ.forged.token' },
    });
    expect(forged.json()).toBeNull();
  });

  it('refuses a form with a repeated field with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: FORM,
      payload: 'csrfToken=a&csrfToken=b',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: number } }>().error.code).toBe(4000);
  });

  it("merges the visitor's guest cart (the sid cookie's session) into the customer's cart on sign-in", async () => {
    const sid = specSessionId('GuestCartSession');
    const added = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/cart/lines',
      headers: FORM,
      payload: formBody({ ext_session_id: sid, article_id: '101', quantity: '2' }),
    });
    expect(added.statusCode).toBe(201);
    const jar = cookieJar();
    await postAuthForm(
      app,
      jar,
      '/api/auth/callback/credentials',
      { email: ANA.email, password: ANA.password, csrfToken: await csrfToken(app, jar), json: 'true' },
      { cookie: `sid=${sid}` },
    );
    const otherSession = 'OtherDeviceSession00000000000001';
    const cart = await app.inject({
      method: 'GET',
      url: `/shop-api/v1/cart?ext_session_id=${otherSession}`,
      headers: { cookie: jar.header() },
    });
    expect(cart.json<{ data: { lines: { quantity: number }[] } }>().data.lines.map((l) => l.quantity)).toEqual([2]);
  });

  describe('the storefront session (sid cookie)', () => {
    const sidSetBy = (response: { cookies: { name: string; value: string }[] }) =>
      response.cookies.find((c) => c.name === 'sid')?.value;

    it('never adopts an id it did not issue: a planted one gets a fresh id, an issued one is kept', async () => {
      const planted = 'AttackerChosenSession00000000001';
      const page = await app.inject({ method: 'GET', url: '/cart', cookies: { sid: planted } });
      const fresh = sidSetBy(page);
      expect(fresh).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(fresh).not.toBe(planted);
      expect(page.body).not.toContain(planted);
      const again = await app.inject({ method: 'GET', url: '/cart', cookies: { sid: fresh ?? '' } });
      expect(sidSetBy(again)).toBeUndefined();
    });

    it('issues a new id at sign-in and at sign-out; the cart goes with the customer, not the old id', async () => {
      const sid = specSessionId('RotatedAtSignIn');
      await app.inject({
        method: 'POST',
        url: '/shop-api/v1/cart/lines',
        headers: FORM,
        payload: formBody({ ext_session_id: sid, article_id: '101', quantity: '1' }),
      });
      await app.inject({
        method: 'POST',
        url: '/api/session',
        cookies: { sid },
        payload: { isConsentGiven: true, isAdsAccepted: false, isAnalyticsAccepted: true, consentVersion: 1 },
      });
      const jar = cookieJar();
      const signIn = await postAuthForm(
        app,
        jar,
        '/api/auth/callback/credentials',
        { email: ANA.email, password: ANA.password, csrfToken: await csrfToken(app, jar), json: 'true' },
        // From an address of its own, so the sign-in limit of the other examples is not spent here.
        { cookie: `sid=${sid}`, 'x-forwarded-for': '203.0.113.7' },
      );
      const afterSignIn = sidSetBy(signIn);
      expect(afterSignIn).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(afterSignIn).not.toBe(sid);

      // The visitor's consent goes with them to the new id.
      const session = await app.inject({ method: 'GET', url: '/api/session', cookies: { sid: afterSignIn ?? '' } });
      expect(session.json()).toMatchObject({ data: { isConsentGiven: true, isAnalyticsAccepted: true } });
      // Whoever still holds the old id reads an empty guest cart; the lines are the signed-in customer's.
      const oldId = await app.inject({ method: 'GET', url: `/shop-api/v1/cart?ext_session_id=${sid}` });
      expect(oldId.json<{ data: { lines: unknown[] } }>().data.lines).toEqual([]);
      const customer = await app.inject({
        method: 'GET',
        url: `/shop-api/v1/cart?ext_session_id=${afterSignIn}`,
        headers: { cookie: jar.header() },
      });
      expect(customer.json<{ data: { lines: unknown[] } }>().data.lines.length).toBeGreaterThan(0);

      const signOut = await postAuthForm(app, jar, '/api/auth/signout', {
        csrfToken: await csrfToken(app, jar),
        callbackUrl: '/',
        json: 'true',
      });
      const afterSignOut = sidSetBy(signOut);
      expect(afterSignOut).toMatch(/^[A-Za-z0-9]{32}$/);
      expect([sid, afterSignIn]).not.toContain(afterSignOut);
    });
  });

  describe('e-mail link sign-in', () => {
    it('mails a link that signs in once (creating the account on first use), then is refused', async () => {
      const jar = cookieJar();
      const email = 'magic.link@estampa.example';
      const asked = await postAuthForm(app, jar, '/api/auth/signin/email', {
        email,
        csrfToken: await csrfToken(app, jar),
        callbackUrl: '/accounts/orders',
        json: 'true',
      });
      expect(asked.json()).toEqual({ url: 'http://localhost/api/auth/verify-request?provider=email&type=email' });
      const mail = await lastMailTo(email);
      expect(mail).toMatchObject({ subject: 'Tu enlace para iniciar sesión en Estampa' });
      expect(mail.text).toContain(mail.link);

      const visitor = cookieJar();
      const followed = visitor.absorb(
        await app.inject({ method: 'GET', url: local(mail.link), headers: { cookie: visitor.header() } }),
      );
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe('http://localhost/accounts/orders');
      expect(await sessionOf(visitor)).toMatchObject({ user: { email }, customer: { accountType: 'customer' } });

      const again = await app.inject({ method: 'GET', url: local(mail.link) });
      expect(again.headers.location).toBe('http://localhost/login?error=Verification');
      expect(again.cookies.find((c) => c.name === 'authjs.session-token')).toBeUndefined();
    });
  });

  describe('sign-up', () => {
    const signUp = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { ...FORM, ...headers },
        payload: formBody(fields),
      });

    const nuria = {
      email: 'Nuria@Estampa.example',
      password: 'a long enough password',
      firstName: 'Núria',
      lastName: 'Puig',
    };

    it('creates an account that signs in with its password only after the e-mailed confirmation', async () => {
      const response = await signUp(nuria);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { status: 'MAIL_SENT' } });

      const early = cookieJar();
      expect((await signInWithPassword(app, early, nuria.email, nuria.password)).json<{ url: string }>().url).toContain(
        'error=CredentialsSignin',
      );

      const mail = await lastMailTo('nuria@estampa.example');
      expect(mail.subject).toBe('Confirma tu correo electrónico en Estampa');
      const confirmed = await app.inject({ method: 'GET', url: local(mail.link) });
      expect(confirmed.headers.location).toBe('http://localhost/accounts/home');

      const jar = cookieJar();
      await signInWithPassword(app, jar, nuria.email, nuria.password);
      expect(await sessionOf(jar)).toMatchObject({ user: { name: 'Núria Puig', email: 'nuria@estampa.example' } });
    });

    it('gives the same answer for an e-mail that already has an account, mailing that instead', async () => {
      const response = await signUp({ ...nuria, email: ANA.email, password: 'someone else entirely' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { status: 'MAIL_SENT' } });
      expect((await lastMailTo(ANA.email)).subject).toBe('Ya tienes una cuenta en Estampa');
      const jar = cookieJar();
      await signInWithPassword(app, jar, ANA.email, ANA.password);
      expect(jar.has('authjs.session-token')).toBe(true);
    });

    it('answers invalid fields with 422, code 5004 and a message per field', async () => {
      const response = await signUp({ email: 'nope', password: 'short', firstName: '', lastName: 'Puig' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        error: {
          code: 5004,
          message: 'Some fields are not valid',
          fields: [
            { field: 'email', message: 'Invalid' },
            { field: 'password', message: 'Invalid' },
            { field: 'firstName', message: 'Required' },
          ],
        },
      });
    });

    it('refuses a common password at sign-up with its field message', async () => {
      const response = await signUp({ ...nuria, email: 'common@estampa.example', password: 'qwertyuiop' });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ error: { fields: unknown[] } }>().error.fields).toEqual([
        { field: 'password', message: 'Common' },
      ]);
    });

    it('refuses a huge password as too long, a missing field and a cross-site form', async () => {
      const huge = await signUp({ ...nuria, email: 'huge@estampa.example', password: 'x'.repeat(5000) });
      expect(huge.statusCode).toBe(422);
      expect(huge.json<{ error: { fields: unknown[] } }>().error.fields).toEqual([
        { field: 'password', message: 'TooLong' },
      ]);
      const missing = await signUp({ email: 'x@estampa.example', password: 'long enough password' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ error: { message: string } }>().error.message).toContain('firstName');
      const crossSite = await signUp(nuria, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
    });
  });

  describe('password reset', () => {
    const request = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        headers: FORM,
        payload: formBody({ email }),
      });
    const confirm = (token: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        headers: FORM,
        payload: formBody({ token, password }),
      });
    const tokenIn = (link: string | null) => new URL(link ?? '').searchParams.get('token') ?? '';
    const admin = DEMO_ACCOUNTS.administrator;

    it('answers the same whether or not the e-mail has an account', async () => {
      const known = await request(admin.email);
      const unknown = await request('no.account@estampa.example');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect((await lastMailTo('no.account@estampa.example')).subject).toBe(
        'Solicitud de cambio de contraseña en Estampa',
      );
    });

    it('sets a new password with the single-use link; the old password stops working', async () => {
      await request(admin.email);
      const mail = await lastMailTo(admin.email);
      expect(mail.link).toMatch(/^http:\/\/localhost\/login\/password-reset\?token=[A-Za-z0-9]{48}$/);
      const token = tokenIn(mail.link);

      const done = await confirm(token, 'the admin new password');
      expect(done.json()).toEqual({ success: true, data: { status: 'PASSWORD_CHANGED' } });
      const reused = await confirm(token, 'yet another password');
      expect(reused.statusCode).toBe(404);
      expect(reused.json()).toEqual({
        success: false,
        error: {
          code: 4004,
          message: 'This password reset link is not valid, has expired or has already been used: ask for a new one',
        },
      });
      // A forged token reads exactly as a used one: nothing tells whether a link, or an account, ever existed.
      const forged = await confirm('A'.repeat(48), 'yet another password');
      expect({ status: forged.statusCode, body: forged.body }).toEqual({ status: 404, body: reused.body });

      const old = cookieJar();
      await signInWithPassword(app, old, admin.email, admin.password);
      expect(old.has('authjs.session-token')).toBe(false);
      const renewed = cookieJar();
      await signInWithPassword(app, renewed, admin.email, 'the admin new password');
      expect(renewed.has('authjs.session-token')).toBe(true);
    });

    it('refuses a link after its 30 minutes', async () => {
      await request('magic.link@estampa.example');
      const token = tokenIn((await lastMailTo('magic.link@estampa.example')).link);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 30 * 60 * 1000 + 1000);
      expect((await confirm(token, 'a perfectly fine password')).statusCode).toBe(404);
    });

    it('answers a too-short password with 422 and keeps the link usable', async () => {
      await request('magic.link@estampa.example');
      const token = tokenIn((await lastMailTo('magic.link@estampa.example')).link);
      const weak = await confirm(token, 'short');
      expect(weak.statusCode).toBe(422);
      expect(weak.json<{ error: { code: number } }>().error.code).toBe(5004);
      expect((await confirm(token, 'a perfectly fine password')).statusCode).toBe(200);
    });

    it('refuses a common or breached password with its field message and keeps the link usable', async () => {
      await request('magic.link@estampa.example');
      const token = tokenIn((await lastMailTo('magic.link@estampa.example')).link);
      const common = await confirm(token, 'Qwerty123456');
      expect(common.statusCode).toBe(422);
      expect(common.json()).toEqual({
        success: false,
        error: {
          code: 5004,
          message: 'Some fields are not valid',
          fields: [{ field: 'password', message: 'Common' }],
        },
      });
      expect((await confirm(token, 'a perfectly fine password')).statusCode).toBe(200);
    });

    it('answers a malformed e-mail with 422 and a malformed body with 400', async () => {
      expect((await request('not-an-email')).statusCode).toBe(422);
      const missing = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        headers: FORM,
        payload: 'token=x',
      });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('rate limits (per IP address and e-mail)', () => {
    it('allows 10 sign-in attempts in 15 minutes; the 11th is 429 with the envelope and Retry-After', async () => {
      const email = 'guessing@estampa.example';
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await signInWithPassword(app, cookieJar(), email, `guess ${attempt}`);
        expect(response.statusCode).toBe(200);
      }
      const refused = await signInWithPassword(app, cookieJar(), email, 'guess 11');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        error: { code: 4029, message: expect.stringMatching(/^Too many requests: try again in \d+ seconds$/) },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another e-mail from the same address is counted apart.
      expect((await signInWithPassword(app, cookieJar(), 'other@estampa.example', 'guess')).statusCode).toBe(200);
    });

    it("counts asking for a sign-in link against the same limit, and against the IP address's mailing", async () => {
      const askLink = async (email: string, ip: string) => {
        const jar = cookieJar();
        const token = await csrfToken(app, jar);
        return app.inject({
          method: 'POST',
          url: '/api/auth/signin/email',
          headers: { ...FORM, cookie: jar.header() },
          payload: formBody({ email, csrfToken: token, json: 'true' }),
          remoteAddress: ip,
        });
      };
      const statuses: number[] = [];
      for (let ask = 1; ask <= 11; ask += 1)
        statuses.push((await askLink('links@estampa.example', '10.8.8.8')).statusCode);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      // Each link is a mail from that IP address, whose hour allows 50: ten are gone, forty more go, then none.
      const others: number[] = [];
      for (let i = 0; i < 41; i += 1) others.push((await askLink(`link${i}@estampa.example`, '10.8.8.8')).statusCode);
      expect(others).toEqual([...Array(40).fill(200), 429]);
    });

    const askReset = (email: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        headers: FORM,
        payload: formBody({ email }),
        remoteAddress: ip,
      });
    const mailsTo = async (mailbox: string) =>
      (await database.db.select().from(mailOutbox)).filter((row) => row.to.toLowerCase() === mailbox).length;

    it(`queues at most ${MAIL_PER_RECIPIENT.max} mails for 200 reset requests for one address from 20 IPs`, async () => {
      const answers = new Set<string>();
      for (let i = 0; i < 200; i += 1) {
        const variant =
          i % 3 === 0 ? 'Victim@Estampa.example' : i % 3 === 1 ? 'victim+x@estampa.example' : 'victim@estampa.example';
        const response = await askReset(variant, `10.0.0.${i % 20}`);
        if (response.statusCode === 200) answers.add(response.body);
        else expect(response.statusCode).toBe(429);
      }
      expect([...answers]).toEqual([JSON.stringify({ success: true, data: { status: 'MAIL_SENT' } })]);
      expect((await mailsTo('victim@estampa.example')) + (await mailsTo('victim+x@estampa.example'))).toBe(
        MAIL_PER_RECIPIENT.max,
      );
    });

    it('lets one IP mail at most 50 addresses an hour through the auth forms', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 55; i += 1)
        statuses.push((await askReset(`relay${i}@estampa.example`, '10.9.9.9')).statusCode);
      expect(statuses).toEqual([...Array(50).fill(200), ...Array(5).fill(429)]);
    });

    it('allows 5 password reset requests per e-mail in 15 minutes; the 6th is 429', async () => {
      const ask = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          headers: FORM,
          payload: formBody({ email: 'Flood@Estampa.example' }),
        });
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    });
  });
});

describe('links and redirects on the configured origin, never the request Host', () => {
  // No PUBLIC_URL, as in development: the configured HOST and PORT make the origin.
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({ PUBLIC_URL: '', HOST: 'shop.local', PORT: '8080', TRUST_PROXY: 'true' }, database);
  });
  afterAll(() => app.close());

  const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
  const ORIGIN = 'http://shop.local:8080';

  it('mails a password reset asked with a forged Host a link to the configured origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: { ...FORM, ...EVIL },
      payload: formBody({ email: ANA.email }),
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailIn(database, ANA.email);
    expect(mail.link).toMatch(/^http:\/\/shop\.local:8080\/login\/password-reset\?token=[A-Za-z0-9]{48}$/);
    expect(mail.text).not.toContain('evil.example');
  });

  it('mails a sign-in link and a sign-up confirmation asked with a forged Host on the configured origin', async () => {
    const jar = cookieJar();
    await postAuthForm(
      app,
      jar,
      '/api/auth/signin/email',
      { email: 'forged.host@estampa.example', csrfToken: await csrfToken(app, jar), json: 'true' },
      EVIL,
    );
    const signIn = new URL((await lastMailIn(database, 'forged.host@estampa.example')).link ?? '');
    expect(signIn.origin).toBe(ORIGIN);
    expect(new URL(signIn.searchParams.get('callbackUrl') ?? '').origin).toBe(ORIGIN);
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { ...FORM, ...EVIL },
      payload: formBody({
        email: 'new.forged@estampa.example',
        password: 'a long enough password',
        firstName: 'Eva',
        lastName: 'Puig',
      }),
    });
    const confirmation = await lastMailIn(database, 'new.forged@estampa.example');
    expect(new URL(confirmation.link ?? '').origin).toBe(ORIGIN);
  });

  it('answers Auth.js redirects on the configured origin', async () => {
    const jar = cookieJar();
    const response = await postAuthForm(
      app,
      jar,
      '/api/auth/callback/credentials',
      {
        email: ANA.email,
        password: ANA.password,
        csrfToken: await csrfToken(app, jar),
        callbackUrl: '/accounts/home',
        json: 'true',
      },
      EVIL,
    );
    expect(response.json()).toEqual({ url: `${ORIGIN}/accounts/home` });
    expect(jar.has('authjs.session-token')).toBe(true);
  });
});

describe('auth on an HTTPS PUBLIC_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(() => app.close());

  it('gives __Host-/__Secure- prefixed Secure cookies and sends a foreign callback home', async () => {
    const jar = cookieJar();
    const csrf = jar.absorb(await app.inject({ method: 'GET', url: '/api/auth/csrf' }));
    expect(csrf.cookies.find((c) => c.name === '__Host-authjs.csrf-token')).toMatchObject({
      secure: true,
      httpOnly: true,
    });
    const response = await postAuthForm(app, jar, '/api/auth/callback/credentials', {
      email: ANA.email,
      password: ANA.password,
      csrfToken: csrf.json<{ csrfToken: string }>().csrfToken,
      callbackUrl: 'https://evil.example/accounts/home',
      json: 'true',
    });
    expect(response.json()).toEqual({ url: 'https://shop.example' });
    expect(jar.has('__Secure-authjs.session-token')).toBe(true);
  });
});
