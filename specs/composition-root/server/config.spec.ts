import { generateKeyPairSync } from 'node:crypto';
import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../composition-root/server/config.ts';

describe('server configuration from the environment', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(readServerConfig({})._unsafeUnwrap()).toEqual({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      shopApiBasePath: '/shop-api/v1',
      logLevel: 'info',
      store: 'WPX-ES',
      authSecret: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      storeOrigins: [],
      paymentsSandboxSecret: undefined,
      analyticsExportToken: undefined,
      trustProxy: false,
      newsletterSecret: undefined,
      blobStore: { kind: 'filesystem' },
      migrateAtStart: true,
      redisUrl: undefined,
      cacheTtlMs: 30_000,
      role: 'all',
      dkim: undefined,
    });
  });

  it('reads the DKIM key and selector together, the key pasted or on one line, the domain optional', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
      .trim();
    expect(readServerConfig({ DKIM_PRIVATE_KEY: pem, DKIM_SELECTOR: 'mail2026' })._unsafeUnwrap().dkim).toEqual({
      privateKey: pem,
      selector: 'mail2026',
      domain: undefined,
    });
    const oneLine = pem.replaceAll('\n', '\\n');
    expect(
      readServerConfig({
        DKIM_PRIVATE_KEY: oneLine,
        DKIM_SELECTOR: 's1',
        DKIM_DOMAIN: 'Mail.Shop.example',
      })._unsafeUnwrap().dkim,
    ).toEqual({ privateKey: pem, selector: 's1', domain: 'mail.shop.example' });
  });

  it('refuses half a DKIM set-up and a key that is no private key, never repeating the key', () => {
    expect(readServerConfig({ DKIM_SELECTOR: 'mail2026' })._unsafeUnwrapErr()).toEqual([
      'DKIM_PRIVATE_KEY and DKIM_SELECTOR must be set together (DKIM_DOMAIN is optional)',
    ]);
    expect(
      readServerConfig({
        DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nsecret\n-----END PRIVATE KEY-----',
        DKIM_SELECTOR: 'a b',
      })._unsafeUnwrapErr(),
    ).toEqual([
      'DKIM_PRIVATE_KEY must be a PEM private key (its value not shown)',
      'DKIM_SELECTOR must be a DNS label such as mail2026 (got "a b")',
    ]);
  });

  it('migrates at start unless MIGRATE_AT_START is false, and names any other value', () => {
    expect(readServerConfig({ MIGRATE_AT_START: 'false' })._unsafeUnwrap().migrateAtStart).toBe(false);
    expect(readServerConfig({ MIGRATE_AT_START: 'true' })._unsafeUnwrap().migrateAtStart).toBe(true);
    expect(readServerConfig({ MIGRATE_AT_START: 'no' })._unsafeUnwrapErr()).toEqual([
      'MIGRATE_AT_START must be true or false (got "no")',
    ]);
  });

  it('reads REDIS_URL and CACHE_TTL_MS, which carry change notices and bound what a lost one costs', () => {
    expect(
      readServerConfig({ REDIS_URL: 'redis://cache:6379/0', CACHE_TTL_MS: '60000' })._unsafeUnwrap(),
    ).toMatchObject({ redisUrl: 'redis://cache:6379/0', cacheTtlMs: 60_000 });
    expect(readServerConfig({ REDIS_URL: 'rediss://u:p@cache:6380' })._unsafeUnwrap().redisUrl).toBe(
      'rediss://u:p@cache:6380',
    );
  });

  it('refuses a REDIS_URL that is no Redis URL and a CACHE_TTL_MS outside 1 s to 1 h', () => {
    expect(readServerConfig({ REDIS_URL: 'http://cache', CACHE_TTL_MS: '500' })._unsafeUnwrapErr()).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL (its value not shown)',
      'CACHE_TTL_MS must be milliseconds from 1000 to 3600000 (got "500")',
    ]);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', '10.0.0.1, 10.0.0.0/8'],
  ])('reads TRUST_PROXY=%s', (raw, trustProxy) => {
    expect(readServerConfig({ TRUST_PROXY: raw })._unsafeUnwrap().trustProxy).toEqual(trustProxy);
  });

  it('refuses a TRUST_PROXY that is neither a flag, a hop count nor addresses', () => {
    expect(readServerConfig({ TRUST_PROXY: 'everyone' })._unsafeUnwrapErr()).toEqual([
      'TRUST_PROXY must be true, false, a hop count, or comma-separated proxy addresses/CIDRs (got "everyone")',
    ]);
  });

  it('reads every variable', () => {
    const config = readServerConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DATA_DIR: '/var/lib/estampa',
      SHOP_API_BASE_PATH: '/api/v2',
      LOG_LEVEL: 'warn',
      STORE: 'wpx-pl',
    });
    expect(config._unsafeUnwrap()).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://shop@db:5432/shop',
      store: 'WPX-PL',
    });
  });

  it('names every bad variable and what it must be', () => {
    const problems = readServerConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', STORE: 'XX' })._unsafeUnwrapErr();
    expect(problems).toEqual([
      'PORT must be an integer from 1 to 65535 (got "eighty")',
      'DATABASE_URL must be a postgres:// or postgresql:// connection URL (its value not shown)',
      'STORE must be a store slug: WPX-PL, WPX-ES, WPX-IT, WPX-DK, WPX-FR, WPX-PT, WPX-CZ or TZ-ES (got "XX")',
    ]);
  });

  it('builds links on PUBLIC_URL, else on HOST and PORT (a listen-everywhere HOST read as localhost)', () => {
    expect(readServerConfig({ PUBLIC_URL: 'https://shop.example' })._unsafeUnwrap().publicUrl).toBe(
      'https://shop.example',
    );
    expect(readServerConfig({ PUBLIC_URL: 'https://shop.example:443' })._unsafeUnwrap().publicUrl).toBe(
      'https://shop.example',
    );
    expect(readServerConfig({ HOST: 'shop.local', PORT: '8080' })._unsafeUnwrap().publicUrl).toBe(
      'http://shop.local:8080',
    );
    expect(readServerConfig({ HOST: '0.0.0.0', PORT: '80' })._unsafeUnwrap().publicUrl).toBe('http://localhost');
    expect(readServerConfig({ HOST: '::1' })._unsafeUnwrap().publicUrl).toBe('http://[::1]:3000');
  });

  it('reads the sibling stores announced as alternates from STORE_ORIGINS, of this store’s brand only', () => {
    expect(
      readServerConfig({
        STORE_ORIGINS: ' wpx-pl=https://pl.shop.example , WPX-ES=http://es.shop.example:8080',
      })._unsafeUnwrap().storeOrigins,
    ).toEqual([
      { store: 'WPX-PL', origin: 'https://pl.shop.example' },
      { store: 'WPX-ES', origin: 'http://es.shop.example:8080' },
    ]);
    const rule =
      "comma-separated STORE=origin pairs of STORE's brand, each store once, such as WPX-ES=https://es.shop.example,WPX-PL=https://pl.shop.example";
    for (const bad of [
      'WPX-PL=https://pl.shop.example/',
      'WPX-PL=https://a.example,WPX-PL=https://b.example',
      'WPX-XX=https://x.example',
      'WPX-PL',
      'WPX-PL=https://a.example=b',
      'TZ-ES=https://tintazul.example',
    ]) {
      expect(readServerConfig({ STORE_ORIGINS: bad })._unsafeUnwrapErr(), bad).toEqual([
        `STORE_ORIGINS must be ${rule} (got ${JSON.stringify(bad)})`,
      ]);
    }
    expect(
      readServerConfig({ STORE: 'TZ-ES', STORE_ORIGINS: 'TZ-ES=https://t.example' })._unsafeUnwrap().storeOrigins,
    ).toEqual([{ store: 'TZ-ES', origin: 'https://t.example' }]);
  });

  it('refuses to start in production without PUBLIC_URL, naming it', () => {
    const secret = 'x'.repeat(32);
    expect(readServerConfig({ NODE_ENV: 'production', AUTH_SECRET: secret })._unsafeUnwrapErr()).toEqual([
      'PUBLIC_URL must be set when NODE_ENV is production (the origin of e-mail links and redirects)',
    ]);
    expect(
      readServerConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, PUBLIC_URL: 'https://shop.example' }).isOk(),
    ).toBe(true);
  });

  it('refuses a port out of range', () => {
    expect(readServerConfig({ PORT: '70000' })).toEqual(err(['PORT must be an integer from 1 to 65535 (got "70000")']));
  });
});
