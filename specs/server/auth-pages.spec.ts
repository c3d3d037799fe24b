import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';

describe('the sign-in and password reset pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('renders /login on the server with its labelled form', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 id="login-title">Iniciar sesión</h1>');
    expect(response.body).toContain('<label for="login-email">Correo electrónico</label>');
    expect(response.body).toContain('<label for="login-password">Contraseña</label>');
  });

  it('keeps a same-origin redirect target and drops another origin', async () => {
    const kept = await app.inject({ method: 'GET', url: '/login/_payload.json?redirect=%2Faccounts%2Forders' });
    expect(kept.json()).toMatchObject({ kind: 'page', routeName: 'login', data: { redirect: '/accounts/orders' } });
    const dropped = await app.inject({ method: 'GET', url: '/login/_payload.json?redirect=%2F%2Fevil.example' });
    expect(dropped.json()).toMatchObject({ routeName: 'login', data: { redirect: null } });
  });

  it('asks for the e-mail without a token and for the new password with one', async () => {
    const request = await app.inject({ method: 'GET', url: '/login/password-reset' });
    expect(request.statusCode).toBe(200);
    expect(request.body).toContain('Restablece tu contraseña');
    const confirm = await app.inject({ method: 'GET', url: '/login/password-reset?token=abc' });
    expect(confirm.body).toContain('Elige una contraseña nueva');
    expect(confirm.body).toContain('<label for="reset-password">Contraseña nueva</label>');
  });

  it('puts the integration ids in the browser config, none by default, and allows their scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('"integrations":{"analyticsId":null,"pushNotificationsId":null}');
    expect(response.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
  });
});
