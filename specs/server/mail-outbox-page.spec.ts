import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { mailOutbox } from '../../adapters/postgres/schema/index.ts';
import { escapeHtml } from '../../adapters/server/escape-html.ts';
import { buildTestApp, openDemoDatabase } from '../support/test-app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the development mail outbox (no SMTP server)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('keeps a mail’s HTML part beside its text, shows the text and links the HTML part', async () => {
    const requested = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: FORM,
      payload: 'email=outbox.reader%40example.es',
    });
    expect(requested.statusCode).toBe(200);
    const [kept] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outbox.reader@example.es'));
    expect(kept?.html).toContain('<html lang="es"');

    const page = (await get('/dev/outbox')).body;
    expect(page).toContain(`<pre>${escapeHtml(kept!.text)}</pre>`);
    expect(page).toContain(`<a href="/dev/outbox/${kept!.id}">HTML part`);
    const html = await get(`/dev/outbox/${kept!.id}`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toBe(kept!.html);
  });

  it('answers a mail’s HTML part sandboxed, so a script in a mail runs nowhere; a mail without one links none', async () => {
    await database.db.insert(mailOutbox).values([
      {
        id: 'outbox-hostile',
        to: 'mallory@example.es',
        subject: 'Hostile <b>subject</b>',
        text: 'Hola',
        html: '<script>alert(1)</script><p>Hola</p>',
      },
      { id: 'outbox-text-only', to: 'old@example.es', subject: 'Kept before HTML parts', text: 'Hola' },
    ]);
    const hostile = await get('/dev/outbox/outbox-hostile');
    expect(hostile.headers['content-security-policy']).toMatch(
      /^sandbox; default-src 'none'; style-src 'unsafe-inline';/,
    );
    expect(hostile.headers['cache-control']).toBe('no-store');
    const page = (await get('/dev/outbox')).body;
    expect(page).not.toContain('<b>subject</b>');
    expect(page).toContain('<p>No HTML part</p>');
    expect(page).not.toContain('/dev/outbox/outbox-text-only');
    expect((await get('/dev/outbox/outbox-text-only')).statusCode).toBe(404);
    expect((await get('/dev/outbox/no-such-mail')).statusCode).toBe(404);
  });
});
