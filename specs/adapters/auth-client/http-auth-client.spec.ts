import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpAuthClient } from '../../../adapters/auth-client/http-auth-client.ts';
import { httpPasswordResetGateway } from '../../../adapters/auth-client/http-password-reset-gateway.ts';
import { createHttpClient } from '../../../adapters/http/http-client.ts';
import {
  authRuntimeError,
  authServerConfiguration,
  invalidProvider,
  invalidSessionProvider,
  signOutWithoutCsrf,
} from '../../../core/domain/errors/error-situations.ts';
import { startRecordingServer } from '../../support/recording-server.ts';

const ANA = { id: 'c-1', accountType: 'customer', restrictions: [], invoicingEnabled: false };

describe('the Auth.js client against a real server', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let client: ReturnType<typeof httpAuthClient>;
  beforeAll(async () => {
    server = await startRecordingServer();
    client = httpAuthClient(createHttpClient({ timeoutMs: 2000 }), `${server.origin}/api/auth`);
  });
  afterAll(() => server.close());

  it('lists the providers', async () => {
    server.answerWith({
      status: 200,
      body: { credentials: { id: 'credentials', name: 'Credentials', type: 'credentials', signinUrl: '/x' } },
    });
    expect((await client.providers())._unsafeUnwrap()).toEqual([
      { id: 'credentials', name: 'Credentials', type: 'credentials', signinUrl: '/x' },
    ]);
    expect(server.requests[0]?.url).toBe('/api/auth/providers');
  });

  it('reads the session with its callbackUrl, null without one', async () => {
    const session = { user: { name: 'Ana', email: 'ana@estampa.example' }, customer: ANA, expires: '2030-01-01' };
    server.answerWith({ status: 200, body: session }, { status: 200, body: null });
    expect((await client.session('/accounts/home'))._unsafeUnwrap()).toEqual(session);
    expect((await client.session('/'))._unsafeUnwrap()).toBeNull();
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/auth/session?callbackUrl=%2Faccounts%2Fhome',
      '/api/auth/session?callbackUrl=%2F',
    ]);
  });

  it('says the session provider is invalid when the session is not one', async () => {
    server.answerWith({ status: 200, body: { user: 'ana' } });
    expect((await client.session('/'))._unsafeUnwrapErr()).toEqual(invalidSessionProvider());
  });

  it('reads the CSRF token', async () => {
    server.answerWith({ status: 200, body: { csrfToken: 'token-1' } });
    expect((await client.csrfToken())._unsafeUnwrap()).toBe('token-1');
  });

  it('posts the credentials form-encoded with csrfToken, callbackUrl and json=true', async () => {
    server.answerWith({ status: 200, body: { url: 'http://shop/accounts/home' } });
    const url = await client.submit('callback', 'credentials', { email: 'a@b.es', password: 'p w' }, 'tk', '/cart');
    expect(url._unsafeUnwrap()).toBe('http://shop/accounts/home');
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      contentType: 'application/x-www-form-urlencoded',
      body: { email: 'a@b.es', password: 'p w', csrfToken: 'tk', callbackUrl: '/cart', json: 'true' },
    });
  });

  it('signs out with the token, and turns the refusal without one into its text', async () => {
    server.answerWith({ status: 200, body: { url: 'http://shop/' } });
    expect((await client.signOut('tk', '/'))._unsafeUnwrap()).toBe('http://shop/');
    expect(server.requests[0]?.body).toEqual({ csrfToken: 'tk', callbackUrl: '/', json: 'true' });
    server.answerWith({
      status: 400,
      body: { success: false, error: { code: 4000, message: 'Could not fetch CSRF Token for signing out' } },
    });
    expect((await client.signOut('', '/'))._unsafeUnwrapErr()).toEqual(signOutWithoutCsrf());
  });

  it('maps an unknown provider, a server failure and an unreachable server to section 8', async () => {
    server.answerWith({ status: 400, body: { success: false, error: { code: 4000, message: 'InvalidProvider' } } });
    expect((await client.submit('signin', 'github', {}, 'tk', '/'))._unsafeUnwrapErr()).toEqual(
      invalidProvider('github', true),
    );
    server.answerWith({ status: 500, body: { message: 'There is a problem with the server configuration.' } });
    expect((await client.csrfToken())._unsafeUnwrapErr()).toEqual(authServerConfiguration());
    server.answerWith({ status: 200, body: 'not json' });
    expect((await client.csrfToken())._unsafeUnwrapErr()).toEqual(authRuntimeError());
    const offline = httpAuthClient(createHttpClient({ timeoutMs: 500 }), 'http://127.0.0.1:1/api/auth');
    expect((await offline.providers())._unsafeUnwrapErr()).toEqual(authRuntimeError());
  });
});

describe('the password reset client against a real server', () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let gateway: ReturnType<typeof httpPasswordResetGateway>;
  beforeAll(async () => {
    server = await startRecordingServer();
    gateway = httpPasswordResetGateway(createHttpClient({ timeoutMs: 2000 }), server.origin);
  });
  afterAll(() => server.close());

  it('requests a link and confirms a new password, form-encoded', async () => {
    server.answerWith({ status: 200, body: { success: true, data: { status: 'MAIL_SENT' } } });
    expect((await gateway.request('ana@estampa.example')).isOk()).toBe(true);
    expect((await gateway.confirm('tok', 'new secret')).isOk()).toBe(true);
    expect(server.requests.map((r) => [r.url, r.contentType, r.body])).toEqual([
      ['/api/auth/password-reset/request', 'application/x-www-form-urlencoded', { email: 'ana@estampa.example' }],
      [
        '/api/auth/password-reset/confirm',
        'application/x-www-form-urlencoded',
        { token: 'tok', password: 'new secret' },
      ],
    ]);
  });

  it('answers field errors, a used link, too many attempts and a failing server', async () => {
    const fields = [{ field: 'password', message: 'Invalid' }];
    server.answerWith({ status: 422, body: { success: false, error: { code: 5004, message: 'x', fields } } });
    expect((await gateway.confirm('tok', 'short'))._unsafeUnwrapErr()).toEqual({
      type: 'InvalidFields',
      fields: [{ field: 'password', problem: 'Invalid' }],
    });
    const common = [{ field: 'password', message: 'Common' }];
    server.answerWith({ status: 422, body: { success: false, error: { code: 5004, message: 'x', fields: common } } });
    expect((await gateway.confirm('tok', 'qwertyuiop'))._unsafeUnwrapErr()).toEqual({ type: 'CommonPassword' });
    server.answerWith({ status: 404, body: { success: false, error: { code: 4004, message: 'expired' } } });
    expect((await gateway.confirm('tok', 'long enough'))._unsafeUnwrapErr()).toEqual({ type: 'ResetLinkInvalid' });
    server.answerWith({ status: 429, body: { success: false, error: { code: 4290, message: 'slow down' } } });
    expect((await gateway.request('a@b.es'))._unsafeUnwrapErr()).toEqual({ type: 'TooManyAttempts' });
    server.answerWith({ status: 503, body: { success: false, error: { code: 5000, message: 'down' } } });
    expect((await gateway.request('a@b.es'))._unsafeUnwrapErr()).toEqual(authServerConfiguration());
    server.answerWith({ status: 404, body: 'nothing here' });
    expect((await gateway.request('a@b.es'))._unsafeUnwrapErr()).toEqual(authRuntimeError());
  });
});
