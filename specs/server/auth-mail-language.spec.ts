import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { mailOutbox } from '../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';
import { MAIL_PER_RECIPIENT } from '../../core/shop/mail/recipient-limited-mailer.ts';
import { cookieJar, csrfToken, formBody, postAuthForm } from '../support/auth-session.ts';
import { buildTestApp, openDemoDatabase } from '../support/test-app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
const ORIGIN = 'https://sklep.estampa.example';

describe('auth mails of a Polish store', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({ STORE: 'WPX-PL', PUBLIC_URL: ORIGIN, TRUST_PROXY: 'true' }, database);
  });
  afterAll(() => app.close());

  const mailsTo = async (to: string) =>
    (await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt))).filter((row) => row.to === to);
  const lastMailTo = async (to: string) => {
    const [mail] = await mailsTo(to);
    if (!mail) throw new Error(`No mail to ${to}`);
    return mail;
  };
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...FORM, ...EVIL, ...headers }, payload: formBody(fields) });
  const signUp = (email: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    post(
      '/api/auth/signup',
      { email, password: 'a long enough password', firstName: 'Łucja', lastName: 'Żółć', ...extra },
      headers,
    );

  it('sends the sign-up confirmation in Polish, its link on the configured origin whatever the Host', async () => {
    expect((await signUp('lucja@estampa.example')).statusCode).toBe(200);
    const mail = await lastMailTo('lucja@estampa.example');
    expect(mail.subject).toBe('Potwierdź swój adres e-mail w Estampa');
    expect(mail.text).toContain('Witamy w Estampa! Otwórz ten link, aby potwierdzić swój adres e-mail');
    expect(mail.text).toContain('Zespół Estampa');
    expect(new URL(mail.link ?? '').origin).toBe(ORIGIN);
    expect(mail.text).not.toContain('evil.example');
  });

  it('answers a sign-up for an existing account with the Polish "you already have an account"', async () => {
    await signUp(DEMO_ACCOUNTS.customer.email);
    const mail = await lastMailTo(DEMO_ACCOUNTS.customer.email);
    expect(mail.subject).toBe('Masz już konto w Estampa');
    expect(mail.text).toContain(`Zaloguj się:\n${ORIGIN}/login\n`);
    expect(mail.text).toContain(`Nie pamiętasz hasła?\n${ORIGIN}/login/password-reset\n`);
  });

  it('sends the password reset and the "no such account" answer in Polish', async () => {
    await post('/api/auth/password-reset/request', { email: DEMO_ACCOUNTS.customer.email });
    const reset = await lastMailTo(DEMO_ACCOUNTS.customer.email);
    expect(reset.subject).toBe('Ustaw nowe hasło w Estampa');
    expect(reset.link).toMatch(new RegExp(`^${ORIGIN}/login/password-reset\\?token=[A-Za-z0-9]{48}$`));
    expect(reset.text).toContain('Link działa jeden raz przez 30 minut.');

    await post('/api/auth/password-reset/request', { email: 'nikt@estampa.example' });
    expect((await lastMailTo('nikt@estampa.example')).subject).toBe('Prośba o zmianę hasła w Estampa');
  });

  it('sends the e-mail sign-in link in Polish', async () => {
    const jar = cookieJar();
    await postAuthForm(
      app,
      jar,
      '/api/auth/signin/email',
      { email: 'link.pl@estampa.example', csrfToken: await csrfToken(app, jar), json: 'true' },
      EVIL,
    );
    const mail = await lastMailTo('link.pl@estampa.example');
    expect(mail.subject).toBe('Twój link do logowania w Estampa');
    expect(new URL(mail.link ?? '').origin).toBe(ORIGIN);
  });

  it("writes in the language of the visitor's page when the request says it: the form's locale, else the cookie", async () => {
    await signUp('jan@estampa.example', { locale: 'cs' });
    expect((await lastMailTo('jan@estampa.example')).subject).toBe('Potvrďte svou e-mailovou adresu v Estampa');

    await post('/api/auth/password-reset/request', { email: DEMO_ACCOUNTS.customer.email }, { cookie: 'locale=en' });
    expect((await lastMailTo(DEMO_ACCOUNTS.customer.email)).subject).toBe('Choose a new Estampa password');

    const jar = cookieJar();
    await postAuthForm(
      app,
      jar,
      '/api/auth/signin/email',
      { email: 'link.da@estampa.example', csrfToken: await csrfToken(app, jar), locale: 'da', json: 'true' },
      EVIL,
    );
    expect((await lastMailTo('link.da@estampa.example')).subject).toBe('Dit login-link til Estampa');

    // A cookie naming no language of the shop leaves the store's own.
    await post('/api/auth/password-reset/request', { email: 'nikt2@estampa.example' }, { cookie: 'locale=xx' });
    expect((await lastMailTo('nikt2@estampa.example')).subject).toBe('Prośba o zmianę hasła w Estampa');
  });

  it(`keeps the per-recipient limit: at most ${MAIL_PER_RECIPIENT.max} mails to one mailbox, in any language`, async () => {
    const mailbox = 'flood.pl@estampa.example';
    for (let i = 0; i < MAIL_PER_RECIPIENT.max + 3; i += 1) {
      const response = await post(
        '/api/auth/password-reset/request',
        { email: mailbox, locale: i % 2 === 0 ? 'pl' : 'en' },
        { 'x-forwarded-for': `198.51.100.${i + 10}` },
      );
      expect(response.statusCode).toBe(200);
    }
    expect(await mailsTo(mailbox)).toHaveLength(MAIL_PER_RECIPIENT.max);
  });
});
