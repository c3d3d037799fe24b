import { createPrivateKey } from 'node:crypto';
import * as t from 'io-ts';
import { err, ok, type Result } from 'neverthrow';
import type { S3Settings } from '../../adapters/blob-store/s3-blob-store.ts';
import { decodeWith } from '../../adapters/shop-api-contract/decode-with.ts';
import { parseStoreSlug, storeFor, type StoreSlug } from '../../core/domain/site/stores.ts';
import type { StoreOrigin } from '../../core/domain/site/country-sites.ts';
import type { Brand } from '../../core/domain/site/brand.ts';
import { SHOP_ROLES, type ShopRole } from './shop-role.ts';

/** Where photos, previews, print files and invoices live: this machine's DATA_DIR/blobs, or a bucket every instance shares. */
export type BlobStoreConfig = { readonly kind: 'filesystem' } | ({ readonly kind: 's3' } & S3Settings);

export type ServerConfig = {
  /** NODE_ENV=production: PUBLIC_URL and AUTH_SECRET are required, and no mail link is ever logged. */
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly shopApiBasePath: string;
  readonly logLevel: string;
  readonly store: StoreSlug;
  /** Signs and encrypts the auth cookies; when unset outside production, one is kept in DATA_DIR/auth-secret. */
  readonly authSecret: string | undefined;
  /** SMTP server for e-mail, each mail a `mail` job; when unset, mail goes to the mail_outbox table and the log. */
  readonly smtpUrl: string | undefined;
  /**
   * The shop's public origin, the only one links, redirects and e-mails are built on (never the request's Host):
   * PUBLIC_URL, required in production; elsewhere `http://{HOST}:{PORT}`.
   */
  readonly publicUrl: string;
  /**
   * STORE_ORIGINS: the deployed stores of this brand and their origins, announced to search engines as each page's
   * other-language versions (hreflang). This store is always announced at PUBLIC_URL; unset, it is the only one.
   */
  readonly storeOrigins: readonly StoreOrigin[];
  /** Signs the payments sandbox's notifications; when unset, derived from the auth secret. */
  readonly paymentsSandboxSecret: string | undefined;
  /** Bearer token of GET /api/event/page/export; the analytics export is off when unset. */
  readonly analyticsExportToken: string | undefined;
  /** Which proxies' X-Forwarded-For to believe: false (none), a hop count, or their addresses. */
  readonly trustProxy: boolean | number | string;
  /** Signs newsletter opt-in and unsubscribe links; when unset, derived from the auth secret. */
  readonly newsletterSecret: string | undefined;
  readonly blobStore: BlobStoreConfig;
  /** MIGRATE_AT_START: apply the migrations at start (default), or refuse a schema behind the build (`npm run migrate` ran). */
  readonly migrateAtStart: boolean;
  /** Carries change notices between instances by Redis pub/sub when set; else PostgreSQL LISTEN/NOTIFY (or in-process). */
  readonly redisUrl: string | undefined;
  /** The caches' safety net: how long a kept read may outlive a change whose notice was lost (CACHE_TTL_MS). */
  readonly cacheTtlMs: number;
  /** SHOP_ROLE: what this process does in a fleet; `all` (default) serves and runs the background work. */
  readonly role: ShopRole;
  /** DKIM_PRIVATE_KEY and DKIM_SELECTOR: mail is signed when set; DKIM_DOMAIN defaults to the sender's domain. */
  readonly dkim: DkimConfig | undefined;
};

export type DkimConfig = {
  readonly privateKey: string;
  readonly selector: string;
  /** Unset: the domain of the sender's address. */
  readonly domain: string | undefined;
};

/** An io-ts codec for one environment variable's text. */
const envText = <A>(name: string, parse: (raw: string) => A | undefined) =>
  new t.Type<A, string, unknown>(
    name,
    (u): u is A => u !== undefined,
    (u, c) => {
      const value = typeof u === 'string' ? parse(u) : undefined;
      return value === undefined ? t.failure(u, c) : t.success(value);
    },
    String,
  );

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Secrets and URLs that may carry a password (a Redis URL too): a bad one is named, never repeated, in the message that stops the server. */
const UNTOLD = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'AUTH_SECRET',
  'PAYMENTS_SANDBOX_SECRET',
  'NEWSLETTER_SECRET',
  'ANALYTICS_EXPORT_TOKEN',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'REDIS_URL',
  'DKIM_PRIVATE_KEY',
]);

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Reads one variable, falling back when unset or empty, and records a problem naming it when bad. */
const reader = (env: NodeJS.ProcessEnv, problems: string[]) => {
  function read<A>(name: string, codec: t.Type<A, string, unknown>, rule: string, fallback: string): A;
  function read<A>(name: string, codec: t.Type<A, string, unknown>, rule: string): A | undefined;
  function read<A>(name: string, codec: t.Type<A, string, unknown>, rule: string, fallback?: string) {
    const raw = env[name] ? env[name] : fallback;
    if (raw === undefined) return undefined;
    const decoded = decodeWith(codec)(raw);
    const got = UNTOLD.has(name) ? 'its value not shown' : `got ${JSON.stringify(raw)}`;
    if (decoded.isErr()) problems.push(`${name} must be ${rule} (${got})`);
    return decoded.unwrapOr(undefined);
  }
  return read;
};

/** BLOB_STORE and its S3_* variables: the filesystem unless `s3`, whose bucket and region are then required. */
const readBlobStore = (
  env: NodeJS.ProcessEnv,
  read: ReturnType<typeof reader>,
  problems: string[],
): BlobStoreConfig => {
  const kind = read(
    'BLOB_STORE',
    envText('BlobStore', (raw) => {
      const lower = raw.toLowerCase();
      return lower === 'filesystem' || lower === 's3' ? lower : undefined;
    }),
    'filesystem or s3',
    'filesystem',
  );
  const bucket = read(
    'S3_BUCKET',
    envText('S3Bucket', (raw) => (/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw) ? raw : undefined)),
    'a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  );
  const region = read(
    'S3_REGION',
    envText('S3Region', (raw) => (/^[a-z0-9-]{1,32}$/.test(raw) ? raw : undefined)),
    "a region such as eu-west-1 ('auto' for Cloudflare R2)",
  );
  const endpoint = read(
    'S3_ENDPOINT',
    envText('S3Endpoint', (raw) => (/^https?:\/\/[\w.-]+(:\d{1,5})?$/.test(raw) ? new URL(raw).origin : undefined)),
    'an origin such as http://minio:9000 or https://<account>.r2.cloudflarestorage.com (no path)',
  );
  const forcePathStyle = read(
    'S3_FORCE_PATH_STYLE',
    envText('S3ForcePathStyle', (raw) => (raw === 'true' || raw === 'false' ? raw === 'true' : undefined)),
    'true or false',
    'false',
  );
  const keyText = envText('S3Key', (raw) => (/^\S{1,256}$/.test(raw) ? raw : undefined));
  const accessKeyId = read('S3_ACCESS_KEY_ID', keyText, '1 to 256 characters without spaces');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY', keyText, '1 to 256 characters without spaces');
  if (kind !== 's3') {
    // Set but unused, the fleet would keep each photo on the disk of the instance that took it.
    const stray = S3_VARIABLES.filter((name) => env[name]);
    if (stray.length > 0)
      problems.push(`BLOB_STORE must be s3 when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set`);
    return { kind: 'filesystem' };
  }
  if (!env.S3_BUCKET) problems.push('S3_BUCKET must be set when BLOB_STORE is s3');
  if (!env.S3_REGION) problems.push("S3_REGION must be set when BLOB_STORE is s3 ('auto' for Cloudflare R2)");
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither for the SDK's own (AWS_* variables, an instance role)",
    );
  }
  return {
    kind,
    bucket: bucket ?? '',
    region: region ?? '',
    endpoint,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
};

/** STORE's brand; a bad STORE is reported on its own, and its default's brand stands in. */
const brandOf = (store: string | undefined): Brand =>
  storeFor(parseStoreSlug(store || 'WPX-ES').unwrapOr('WPX-ES')).brand;

const ORIGIN = /^https?:\/\/[\w.-]+(:\d{1,5})?$/;

/**
 * 'WPX-ES=https://es.shop.example,WPX-PL=https://pl.shop.example': each store once, an origin each, all of the
 * brand's own: another brand's store sells other designs, so it is no other-language version of these pages.
 */
const storeOriginsOf = (raw: string, brand: Brand): StoreOrigin[] | undefined => {
  if (raw.trim() === '') return [];
  const pairs = raw.split(',').map((pair) => pair.trim().split('='));
  const origins: StoreOrigin[] = [];
  for (const [slug = '', origin = '', ...rest] of pairs) {
    const store = parseStoreSlug(slug).unwrapOr(undefined);
    if (store === undefined || storeFor(store).brand !== brand || !ORIGIN.test(origin) || rest.length > 0) {
      return undefined;
    }
    if (origins.some((each) => each.store === store)) return undefined;
    origins.push({ store, origin: new URL(origin).origin });
  }
  return origins;
};

/** A PEM private key, as pasted or with its line breaks written `\\n` (one-line environment files). */
const pemKeyOf = (raw: string): string | undefined => {
  const pem = raw.replaceAll('\\n', '\n').trim();
  try {
    createPrivateKey(pem);
    return pem.startsWith('-----BEGIN') ? pem : undefined;
  } catch {
    return undefined;
  }
};

const DNS_LABELS = /^(?=.{1,253}$)[a-z\d]([a-z\d-]{0,61}[a-z\d])?(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/i;

/** DKIM_*: all or nothing, so a half-configured signer is reported at start rather than sending unsigned mail. */
const readDkim = (env: NodeJS.ProcessEnv, read: ReturnType<typeof reader>, problems: string[]) => {
  const privateKey = read('DKIM_PRIVATE_KEY', envText('DkimPrivateKey', pemKeyOf), 'a PEM private key');
  const selector = read(
    'DKIM_SELECTOR',
    envText('DkimSelector', (raw) => (DNS_LABELS.test(raw) ? raw : undefined)),
    'a DNS label such as mail2026',
  );
  const domain = read(
    'DKIM_DOMAIN',
    envText('DkimDomain', (raw) => (DNS_LABELS.test(raw) ? raw.toLowerCase() : undefined)),
    'a domain name such as shop.example',
  );
  const given = ['DKIM_PRIVATE_KEY', 'DKIM_SELECTOR', 'DKIM_DOMAIN'].filter((name) => env[name]);
  if (given.length > 0 && (!env.DKIM_PRIVATE_KEY || !env.DKIM_SELECTOR)) {
    problems.push('DKIM_PRIVATE_KEY and DKIM_SELECTOR must be set together (DKIM_DOMAIN is optional)');
  }
  return privateKey === undefined || selector === undefined ? undefined : { privateKey, selector, domain };
};

/** Where a development shop is reached: its HOST and PORT, with a listen-everywhere address read as this machine. */
const developmentOrigin = (host: string, port: number): string => {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return new URL(`http://${name}:${port}`).origin;
};

/** Every variable is checked, so one start reports every mistake at once. */
export const readServerConfig = (env: NodeJS.ProcessEnv): Result<ServerConfig, readonly string[]> => {
  const problems: string[] = [];
  const read = reader(env, problems);
  const config = {
    port: read(
      'PORT',
      envText('Port', (raw) => (/^\d{1,5}$/.test(raw) && +raw >= 1 && +raw <= 65535 ? +raw : undefined)),
      'an integer from 1 to 65535',
      '3000',
    ),
    host: read(
      'HOST',
      envText('Host', (raw) => (/^[\w.:-]+$/.test(raw) ? raw : undefined)),
      'a host name or IP address',
      '127.0.0.1',
    ),
    databaseUrl: read(
      'DATABASE_URL',
      envText('DatabaseUrl', (raw) => (/^postgres(ql)?:\/\/\S+$/.test(raw) ? raw : undefined)),
      'a postgres:// or postgresql:// connection URL',
    ),
    dataDir: read(
      'DATA_DIR',
      envText('DataDir', (raw) => (raw.trim() ? raw : undefined)),
      'a directory path',
      './data',
    ),
    shopApiBasePath: read(
      'SHOP_API_BASE_PATH',
      envText('BasePath', (raw) => (/^(\/[\w.-]+)+$/.test(raw) ? raw : undefined)),
      'a path such as /shop-api/v1 (leading slash, no trailing slash)',
      '/shop-api/v1',
    ),
    logLevel: read(
      'LOG_LEVEL',
      envText('LogLevel', (raw) => (LOG_LEVELS.includes(raw) ? raw : undefined)),
      `one of ${LOG_LEVELS.join(', ')}`,
      'info',
    ),
    store: read(
      'STORE',
      envText('Store', (raw) => parseStoreSlug(raw).unwrapOr(undefined)),
      'a store slug: WPX-PL, WPX-ES, WPX-IT, WPX-DK, WPX-FR, WPX-PT, WPX-CZ or TZ-ES',
      'WPX-ES',
    ),
    authSecret: read(
      'AUTH_SECRET',
      envText('AuthSecret', (raw) => (raw.length >= 32 ? raw : undefined)),
      'at least 32 characters (e.g. `openssl rand -base64 33`)',
    ),
    smtpUrl: read(
      'SMTP_URL',
      envText('SmtpUrl', (raw) => (/^smtps?:\/\/\S+$/.test(raw) ? raw : undefined)),
      'an smtp:// or smtps:// URL',
    ),
    publicUrl: read(
      'PUBLIC_URL',
      envText('PublicUrl', (raw) => (/^https?:\/\/[\w.-]+(:\d{1,5})?$/.test(raw) ? new URL(raw).origin : undefined)),
      'an origin such as https://shop.example (no path, no trailing slash)',
    ),
    storeOrigins: read(
      'STORE_ORIGINS',
      envText('StoreOrigins', (raw) => storeOriginsOf(raw, brandOf(env.STORE))),
      "comma-separated STORE=origin pairs of STORE's brand, each store once, such as WPX-ES=https://es.shop.example,WPX-PL=https://pl.shop.example",
      '',
    ),
    paymentsSandboxSecret: read(
      'PAYMENTS_SANDBOX_SECRET',
      envText('PaymentsSandboxSecret', (raw) => (raw.length >= 32 ? raw : undefined)),
      'at least 32 characters (e.g. `openssl rand -base64 33`)',
    ),
    analyticsExportToken: read(
      'ANALYTICS_EXPORT_TOKEN',
      envText('AnalyticsExportToken', (raw) => (/^\S{32,256}$/.test(raw) ? raw : undefined)),
      '32 to 256 characters without spaces (e.g. `openssl rand -base64 33`)',
    ),
    trustProxy: read(
      'TRUST_PROXY',
      envText<boolean | number | string>('TrustProxy', (raw) => {
        if (raw === 'true' || raw === 'false') return raw === 'true';
        if (/^\d{1,2}$/.test(raw)) return Number(raw);
        return /^[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*$/.test(raw) ? raw : undefined;
      }),
      'true, false, a hop count, or comma-separated proxy addresses/CIDRs',
      'false',
    ),
    newsletterSecret: read(
      'NEWSLETTER_SECRET',
      envText('NewsletterSecret', (raw) => (raw.length >= 32 ? raw : undefined)),
      'at least 32 characters (e.g. `openssl rand -base64 33`)',
    ),
    blobStore: readBlobStore(env, read, problems),
    migrateAtStart: read(
      'MIGRATE_AT_START',
      envText('MigrateAtStart', (raw) => (raw === 'true' || raw === 'false' ? raw === 'true' : undefined)),
      'true or false',
      'true',
    ),
    redisUrl: read(
      'REDIS_URL',
      envText('RedisUrl', (raw) => (/^rediss?:\/\/\S+$/.test(raw) ? raw : undefined)),
      'a redis:// or rediss:// URL',
    ),
    cacheTtlMs: read(
      'CACHE_TTL_MS',
      envText('CacheTtlMs', (raw) => (/^\d{1,8}$/.test(raw) && +raw >= 1000 && +raw <= 3_600_000 ? +raw : undefined)),
      'milliseconds from 1000 to 3600000',
      '30000',
    ),
    role: read(
      'SHOP_ROLE',
      envText('ShopRole', (raw) => SHOP_ROLES.find((role) => role === raw.toLowerCase())),
      'all, web or worker',
      'all',
    ),
    dkim: readDkim(env, read, problems),
  } satisfies Omit<ServerConfig, 'publicUrl' | 'production'> & { readonly publicUrl: string | undefined };
  // A generated secret lives on one machine's disk: instances behind a load balancer must share one.
  if (env.NODE_ENV === 'production' && !config.authSecret && !env.AUTH_SECRET) {
    problems.push('AUTH_SECRET must be set when NODE_ENV is production');
  }
  // Without it a link could only come from the request's Host, which anyone can forge.
  if (env.NODE_ENV === 'production' && !config.publicUrl && !env.PUBLIC_URL) {
    problems.push('PUBLIC_URL must be set when NODE_ENV is production (the origin of e-mail links and redirects)');
  }
  // The embedded database admits one process: a web instance there would have no worker beside it.
  if (config.role !== 'all' && !config.databaseUrl && !env.DATABASE_URL) {
    problems.push(
      `SHOP_ROLE=${config.role} needs DATABASE_URL (the embedded database admits one process, which runs all)`,
    );
  }
  if (problems.length > 0) return err(problems);
  return ok({
    ...config,
    production: env.NODE_ENV === 'production',
    publicUrl: config.publicUrl ?? developmentOrigin(config.host, config.port),
  });
};
