import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';
import { readServerConfig } from '../../composition-root/server/config.ts';
import { buildApp } from '../../composition-root/server/main.ts';
import { cookieJar, csrfToken, formBody, postAuthForm, signInWithPassword } from '../support/auth-session.ts';
import { APP_ROOT } from '../support/test-app.ts';

const ANA = DEMO_ACCOUNTS.customer;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const SESSION = 'LogSpecSession000000000000000001';
const BEARER = 'bearer-secret-0123456789abcdefghijklmnop';
const MAGIC = 'log.magic@estampa.example';
const NEWS = 'log.news@estampa.example';

/** The shop at info level, every log line it writes kept. */
const appLogging = async (env: NodeJS.ProcessEnv) => {
  const lines: string[] = [];
  const app = await buildApp({
    config: readServerConfig({ LOG_LEVEL: 'info', PUBLIC_URL: 'http://localhost', ...env })._unsafeUnwrap(),
    appRoot: APP_ROOT,
    database: { memory: true },
    template: await readFile(path.join(APP_ROOT, 'ui/index.html'), 'utf8'),
    logWrite: (line) => void lines.push(line),
  });
  return { app, lines };
};

/** Signs in, asks for links, follows them and browses with the session: every secret the shop hands out. */
const browseWithSecrets = async (app: FastifyInstance) => {
  const secrets: string[] = [ANA.email, encodeURIComponent(ANA.email), MAGIC, encodeURIComponent(MAGIC), NEWS, SESSION];
  const jar = cookieJar();
  await signInWithPassword(app, jar, ANA.email, ANA.password);
  secrets.push(
    ...jar
      .header()
      .split('; ')
      .map((pair) => pair.slice(pair.indexOf('=') + 1)),
  );

  await app.inject({
    method: 'GET',
    url: `/shop-api/v1/accounts/profile?ext_session_id=${SESSION}`,
    headers: { cookie: `${jar.header()}; sid=${SESSION}`, authorization: `Bearer ${BEARER}` },
  });
  await app.inject({ method: 'GET', url: `/shop-api/v1/no-such-thing?ext_session_id=${SESSION}&email=${ANA.email}` });
  await app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    headers: FORM,
    payload: formBody({ email: ANA.email }),
  });
  const asker = cookieJar();
  await postAuthForm(app, asker, '/api/auth/signin/email', {
    email: MAGIC,
    csrfToken: await csrfToken(app, asker),
    json: 'true',
  });
  await app.inject({
    method: 'POST',
    url: '/shop-api/v1/newsletter/subscriptions',
    headers: FORM,
    payload: formBody({ ext_session_id: SESSION, email: NEWS, store: 'WPX-ES' }),
  });
  await app.inject({ method: 'GET', url: `/login/password-reset?token=ResetTokenInTheAddress0123456789abcdef` });
  await app.inject({
    method: 'GET',
    url: `/api/auth/callback/email?token=MagicTokenInTheAddress0123456789&email=${encodeURIComponent(MAGIC)}`,
  });
  secrets.push(BEARER, 'ResetTokenInTheAddress0123456789abcdef', 'MagicTokenInTheAddress0123456789');
  return secrets;
};

describe.each([
  ['development', {}],
  ['production', { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40) }],
] as const)('the log in %s', (mode, env) => {
  let app: FastifyInstance;
  let lines: string[];
  let secrets: string[];
  beforeAll(async () => {
    ({ app, lines } = await appLogging(env));
    secrets = await browseWithSecrets(app);
  });
  afterAll(() => app.close());

  it('logs the requests, their addresses with secrets blanked', () => {
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((l) => l.req?.url ?? []);
    expect(urls).toContain('/shop-api/v1/accounts/profile?ext_session_id=[redacted]');
    expect(urls).toContain('/login/password-reset?token=[redacted]');
    expect(urls).toContain('/api/auth/callback/email?token=[redacted]&email=[redacted]');
  });

  it('holds no session id, token, cookie, credential or e-mail address', () => {
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      // Outside production the outbox names each mail's link for the developer to follow, and only there.
      .map(({ developmentLink, ...rest }) => (mode === 'development' ? rest : { developmentLink, ...rest }));
    const text = JSON.stringify(logged);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
  });

  it(mode === 'development' ? 'names the outbox link outside production' : 'never names the outbox link', () => {
    const links = lines
      .map((line) => JSON.parse(line) as { developmentLink?: string })
      .flatMap((line) => line.developmentLink ?? []);
    if (mode === 'development')
      expect(links).toContainEqual(expect.stringMatching(/^http:\/\/localhost\/login\/password-reset\?token=\w{48}$/));
    else expect(links).toEqual([]);
  });
});
