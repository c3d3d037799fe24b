import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { mailOutbox } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { siteConfigSaver } from '../../support/site-config-form.ts';
import { buildTestApp, openDemoDatabase } from '../../support/test-app.ts';

describe("a store's renamed brand signs its visitors' mails at the next request, without a restart", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let admin: CookieJar;
  let save: ReturnType<typeof siteConfigSaver>;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({ STORE: 'WPX-ES' }, database);
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
    save = siteConfigSaver(app, admin, 'brand-name-mails-key');
  });
  afterAll(() => app.close());

  const askForReset = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({ email }),
    });

  const lastSubjectTo = async (to: string) =>
    (await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt))).find((row) => row.to === to)
      ?.subject;

  it('names the new brand in a password reset asked right after the rename, and the old one once restored', async () => {
    try {
      await save({ brand_name: 'Imprenta Sol' });
      await askForReset('nadie@estampa.example');
      expect(await lastSubjectTo('nadie@estampa.example')).toBe('Solicitud de cambio de contraseña en Imprenta Sol');
    } finally {
      await save({});
    }
    await askForReset('otro@estampa.example');
    expect(await lastSubjectTo('otro@estampa.example')).toBe('Solicitud de cambio de contraseña en Estampa');
  });
});
