import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { mailOutbox } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase } from '../../support/test-app.ts';

/** The whole form of WPX-ES as it stands in the demo data, to change one field at a time. */
const WPX_ES_FORM = {
  store: 'WPX-ES',
  currency: 'EUR',
  lang: 'es',
  brand_name: 'Estampa',
  default_country_a2: 'ES',
  prices_with_decimals: 'true',
  is_login_required_to_access: 'false',
  analytics_id: '',
  push_notifications_id: '',
};

describe("a store's renamed brand signs its visitors' mails at the next request, without a restart", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let admin: CookieJar;
  let keys = 0;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({ STORE: 'WPX-ES' }, database);
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
  });
  afterAll(() => app.close());

  const save = async (fields: Record<string, string>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/back-office/config',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': `brand-name-mails-key-${(keys += 1)}`,
        cookie: admin.header(),
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...WPX_ES_FORM, ...fields }),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

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
