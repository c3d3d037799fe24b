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

  const outboxPage = async () => (await app.inject({ method: 'GET', url: '/dev/outbox' })).body;

  it('keeps a mail’s HTML part beside its text and shows it in a frame that runs nothing', async () => {
    const requested = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: FORM,
      payload: 'email=outbox.reader%40example.es',
    });
    expect(requested.statusCode).toBe(200);
    const [kept] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outbox.reader@example.es'));
    expect(kept?.html).toContain('<html lang="es"');

    const page = await outboxPage();
    expect(page).toContain(`<pre>${escapeHtml(kept!.text)}</pre>`);
    expect(page).toContain(`<iframe sandbox srcdoc="${escapeHtml(kept!.html!)}"`);
  });

  it('escapes an HTML part whole into the frame, so a script in a mail is text on the page and runs in no frame', async () => {
    await database.db.insert(mailOutbox).values([
      {
        id: 'outbox-hostile',
        to: 'mallory@example.es',
        subject: 'Hostile',
        text: 'Hola',
        html: '<script>alert(1)</script><p title="x">Hola</p>',
      },
      { id: 'outbox-text-only', to: 'old@example.es', subject: 'Kept before HTML parts', text: 'Hola' },
    ]);
    const page = await outboxPage();
    expect(page).toContain(
      '<iframe sandbox srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;&lt;p title=&quot;x&quot;&gt;Hola&lt;/p&gt;"',
    );
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('<p>No HTML part</p>');
  });
});
