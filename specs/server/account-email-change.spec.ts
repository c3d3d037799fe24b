import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { customers, emailChanges, mailOutbox } from '../../adapters/postgres/schema/index.ts';
import { formBody, signedIn, type CookieJar } from '../support/auth-session.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase } from '../support/test-app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PASSWORD = 'carla has a long password';

describe('Shop API: changing the e-mail address through a link mailed to the new one', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;

  const newAccount = async (email: string, password: string): Promise<CookieJar> => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: FORM,
      payload: formBody({ email, password, firstName: 'Carla', lastName: 'Puig' }),
    });
    const link = new URL((await lastMailTo(email))?.link ?? '');
    await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    return signedIn(app, email, password);
  };

  const lastMailTo = async (email: string) =>
    (
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt))
    )[0];

  // Each request from its own address: the per-IP limit of password forms is not what these specs are about.
  let client = 0;
  const post = (url: string, jar: CookieJar, fields: Record<string, string>, headers = {}) =>
    app.inject({
      method: 'POST',
      remoteAddress: `10.0.0.${(client += 1)}`,
      url: `/shop-api/v1${url}`,
      headers: { ...FORM, cookie: jar.header(), ...headers },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }),
    });

  /** Asks for a change to `to` and answers the token of the link mailed there. */
  const ask = async (jar: CookieJar, to: string) => {
    const response = await post('/accounts/email-change', jar, { new_email: to, password: PASSWORD });
    expect(response.json()).toEqual({ success: true, data: { sent_to: to.toLowerCase() } });
    const link = new URL((await lastMailTo(to.toLowerCase()))?.link ?? '');
    return link.searchParams.get('email_change') ?? '';
  };

  const emailOf = async (id: string) =>
    (await database.db.select().from(customers).where(eq(customers.id, id)))[0]?.email;

  let carla: CookieJar;
  let carlaId: string;
  let dani: CookieJar;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    carla = await newAccount('carla.old@estampa.example', PASSWORD);
    dani = await newAccount('dani.other@estampa.example', 'dani has a long password');
    carlaId = (await database.db.select().from(customers).where(eq(customers.email, 'carla.old@estampa.example')))[0]!
      .id;
  });
  afterAll(() => app.close());

  it('asks for the current password and a new, different, valid address, as fields', async () => {
    const wrong = await post('/accounts/email-change', carla, {
      new_email: 'carla@new.example',
      password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: { code: 5004, fields: [{ field: 'password', message: 'WrongPassword' }] },
    });
    const same = await post('/accounts/email-change', carla, {
      new_email: 'Carla.Old@estampa.example',
      password: PASSWORD,
    });
    expect(same.json()).toMatchObject({ error: { fields: [{ field: 'new_email', message: 'SameEmail' }] } });
    const invalid = await post('/accounts/email-change', carla, { new_email: 'carla at new', password: PASSWORD });
    expect(invalid.json()).toMatchObject({ error: { fields: [{ field: 'new_email', message: 'Invalid' }] } });
    expect(await lastMailTo('carla@new.example')).toBeUndefined();
  });

  it("mails the link in the store's language, on the configured origin whatever Host the request named", async () => {
    const response = await post(
      '/accounts/email-change',
      carla,
      { new_email: 'carla.mid@estampa.example', password: PASSWORD },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo('carla.mid@estampa.example');
    expect(mail?.subject).toBe('Confirma tu nueva dirección de correo en Estampa');
    expect(mail?.link).toMatch(/^http:\/\/localhost\/accounts\/profile\?email_change=[A-Za-z0-9]{48}$/);
    expect(mail?.text).toContain(mail?.link);
    expect(await emailOf(carlaId)).toBe('carla.old@estampa.example');
  });

  it('refuses a forged link, and a link followed by another customer, as missing', async () => {
    const token = await ask(carla, 'carla.forged@estampa.example');
    for (const [jar, tried] of [
      [carla, 'A'.repeat(48)],
      // The real token with its last character changed (to another one, whatever it was).
      [carla, `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`],
      [dani, token],
    ] as const) {
      const response = await post('/accounts/email-change/confirm', jar, { token: tried });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: { code: 4004, message: 'No such e-mail change link' } });
    }
    expect(await emailOf(carlaId)).toBe('carla.old@estampa.example');
  });

  it('refuses an expired link', async () => {
    const token = await ask(carla, 'carla.late@estampa.example');
    await database.db
      .update(emailChanges)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailChanges.newEmail, 'carla.late@estampa.example'));
    const response = await post('/accounts/email-change/confirm', carla, { token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 5004, fields: [{ field: 'token', message: 'Expired' }] } });
    expect(await emailOf(carlaId)).toBe('carla.old@estampa.example');
  });

  it('refuses an address another account took meanwhile, changing nothing', async () => {
    const token = await ask(carla, 'dani.other@estampa.example');
    const response = await post('/accounts/email-change/confirm', carla, { token });
    expect(response.json()).toMatchObject({ error: { fields: [{ field: 'token', message: 'Taken' }] } });
    expect(await emailOf(carlaId)).toBe('carla.old@estampa.example');
  });

  it('changes the address once, tells the old one, and refuses the link used again and the other pending links', async () => {
    const older = await ask(carla, 'carla.other@estampa.example');
    const token = await ask(carla, 'Carla.New@Estampa.example');
    const confirmed = await post('/accounts/email-change/confirm', carla, { token });
    expect(confirmed.json()).toEqual({ success: true, data: { email: 'carla.new@estampa.example' } });
    expect(await emailOf(carlaId)).toBe('carla.new@estampa.example');
    const notice = await lastMailTo('carla.old@estampa.example');
    expect(notice?.subject).toBe('Se ha cambiado tu correo en Estampa');
    expect(notice?.text).toContain('carla.new@estampa.example');

    for (const used of [token, older]) {
      const again = await post('/accounts/email-change/confirm', carla, { token: used });
      expect(again.json()).toMatchObject({ error: { fields: [{ field: 'token', message: 'Used' }] } });
    }
    expect(await emailOf(carlaId)).toBe('carla.new@estampa.example');
    const signedInAgain = await signedIn(app, 'carla.new@estampa.example', PASSWORD);
    expect(signedInAgain.header()).not.toBe('');
  });

  it('mails one recipient at most five times an hour, answering alike', async () => {
    for (let n = 0; n < 6; n += 1) {
      const response = await post('/accounts/email-change', dani, {
        new_email: 'flooded@estampa.example',
        password: 'dani has a long password',
      });
      expect(response.statusCode).toBe(200);
    }
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'flooded@estampa.example'));
    expect(mails).toHaveLength(5);
  });
});
