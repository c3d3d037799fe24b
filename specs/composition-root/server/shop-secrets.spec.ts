import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../composition-root/server/config.ts';
import { createServerContainer } from '../../../composition-root/server/container.ts';
import { AUTH_TOKENS } from '../../../composition-root/server/modules/auth.module.ts';
import { SERVER_MODULES } from '../../../composition-root/server/modules/index.ts';
import { NEWSLETTER_TOKENS } from '../../../composition-root/server/modules/newsletter.module.ts';
import { PAYMENTS_TOKENS } from '../../../composition-root/server/modules/payments.module.ts';
import { REVIEWS_TOKENS } from '../../../composition-root/server/modules/reviews.module.ts';
import { TOKENS } from '../../../composition-root/tokens.ts';
import { openTemplateDatabase } from '../../support/database-templates.ts';

const directories: string[] = [];
const dataDir = async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'estampa-secrets-'));
  directories.push(directory);
  return directory;
};
// Resolving the keys reads no row: the instances of a spec share one database.
const database = await openTemplateDatabase('migrated');
afterAll(async () => {
  await database.close();
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

/** One instance's keys, as its container resolves them at start. */
const keysOf = (env: NodeJS.ProcessEnv) => {
  const config = readServerConfig({ LOG_LEVEL: 'silent', ...env })._unsafeUnwrap();
  const container = createServerContainer(config, database, SERVER_MODULES, () => {});
  const keys = {
    auth: container.get(AUTH_TOKENS.secret),
    paymentsSandbox: container.get(PAYMENTS_TOKENS.sandboxSecret),
    newsletter: container.get(NEWSLETTER_TOKENS.secret),
    reviewLinks: container.get(REVIEWS_TOKENS.linkTokens),
    sessionIds: container.get(TOKENS.sessionIds),
  };
  return keys;
};

/** What one instance signed, the other accepts: session ids, review links, sandbox notifications, newsletter links. */
const expectAgreement = (a: ReturnType<typeof keysOf>, b: ReturnType<typeof keysOf>) => {
  expect(b.auth).toBe(a.auth);
  expect(b.paymentsSandbox).toBe(a.paymentsSandbox);
  expect(b.newsletter).toBe(a.newsletter);
  expect(b.sessionIds.isIssued(a.sessionIds.issue())).toBe(true);
  const claims = { orderPublicId: 'WPX-ES-000123', expiresAt: 1_800_000_000_000 };
  expect(b.reviewLinks.open(a.reviewLinks.sign(claims))._unsafeUnwrap()).toEqual(claims);
};

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  AUTH_SECRET: 'fleet-auth-secret-0123456789abcdefghijklmnop',
};

describe("the shop's keys: one per purpose, from the environment, never random per process", () => {
  it('in production, instances on separate machines sharing AUTH_SECRET agree on every key and write none to disk', async () => {
    const [dirA, dirB] = [await dataDir(), await dataDir()];
    expectAgreement(keysOf({ ...PRODUCTION, DATA_DIR: dirA }), keysOf({ ...PRODUCTION, DATA_DIR: dirB }));
    expect([...(await readdir(dirA)), ...(await readdir(dirB))]).toEqual([]);
  });

  it('derives a different key for each purpose, none of them the auth secret', async () => {
    const keys = keysOf({ ...PRODUCTION, DATA_DIR: await dataDir() });
    expect(new Set([keys.auth, keys.paymentsSandbox, keys.newsletter]).size).toBe(3);
    expect(keys.paymentsSandbox).not.toContain(PRODUCTION.AUTH_SECRET);
  });

  it('takes PAYMENTS_SANDBOX_SECRET and NEWSLETTER_SECRET as they are when set', async () => {
    const keys = keysOf({
      ...PRODUCTION,
      DATA_DIR: await dataDir(),
      PAYMENTS_SANDBOX_SECRET: 'sandbox-secret-0123456789abcdefghijklmnop',
      NEWSLETTER_SECRET: 'newsletter-secret-0123456789abcdefghijklmn',
    });
    expect(keys.paymentsSandbox).toBe('sandbox-secret-0123456789abcdefghijklmnop');
    expect(keys.newsletter).toBe('newsletter-secret-0123456789abcdefghijklmn');
  });

  it('in development without AUTH_SECRET, every restart on one data directory keeps every key', async () => {
    const directory = await dataDir();
    expectAgreement(keysOf({ DATA_DIR: directory }), keysOf({ DATA_DIR: directory }));
    expect(await readdir(directory)).toEqual(['auth-secret']);
  });

  it('refuses to start in production without AUTH_SECRET, naming it', () => {
    expect(readServerConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })._unsafeUnwrapErr()).toEqual(
      ['AUTH_SECRET must be set when NODE_ENV is production'],
    );
  });

  it.each([
    ['AUTH_SECRET', 'too-short-secret'],
    ['PAYMENTS_SANDBOX_SECRET', 'too-short-secret'],
    ['NEWSLETTER_SECRET', 'too-short-secret'],
    ['ANALYTICS_EXPORT_TOKEN', 'too short token'],
    ['SMTP_URL', 'smtp-with-password:hunter2'],
    ['DATABASE_URL', 'mysql://shop:hunter2@db/shop'],
  ])('names a refused %s without repeating its value', (name, value) => {
    const [problem] = readServerConfig({ [name]: value })._unsafeUnwrapErr();
    expect(problem).toMatch(new RegExp(`^${name} must be .* \\(its value not shown\\)$`));
    expect(problem).not.toContain(value);
  });
});
