import * as t from 'io-ts';
import { err, ok, type Result } from 'neverthrow';
import { decodeWith } from '../../adapters/shop-api-contract/decode-with.ts';
import { parseStoreSlug, type StoreSlug } from '../../core/domain/site/stores.ts';

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
  /** SMTP server for e-mail; when unset, mail goes to the mail_outbox table and the log. */
  readonly smtpUrl: string | undefined;
  /**
   * The shop's public origin, the only one links, redirects and e-mails are built on (never the request's Host):
   * PUBLIC_URL, required in production; elsewhere `http://{HOST}:{PORT}`.
   */
  readonly publicUrl: string;
  /** Signs the payments sandbox's notifications; when unset, derived from AUTH_SECRET or random per process. */
  readonly paymentsSandboxSecret: string | undefined;
  /** Bearer token of GET /api/event/page/export; the analytics export is off when unset. */
  readonly analyticsExportToken: string | undefined;
  /** Which proxies' X-Forwarded-For to believe: false (none), a hop count, or their addresses. */
  readonly trustProxy: boolean | number | string;
  /** Signs newsletter opt-in and unsubscribe links; when unset, derived from AUTH_SECRET, else random per process. */
  readonly newsletterSecret: string | undefined;
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

/** Reads one variable, falling back when unset or empty, and records a problem naming it when bad. */
const reader = (env: NodeJS.ProcessEnv, problems: string[]) => {
  function read<A>(name: string, codec: t.Type<A, string, unknown>, rule: string, fallback: string): A;
  function read<A>(name: string, codec: t.Type<A, string, unknown>, rule: string): A | undefined;
  function read<A>(name: string, codec: t.Type<A, string, unknown>, rule: string, fallback?: string) {
    const raw = env[name] ? env[name] : fallback;
    if (raw === undefined) return undefined;
    const decoded = decodeWith(codec)(raw);
    if (decoded.isErr()) problems.push(`${name} must be ${rule} (got ${JSON.stringify(raw)})`);
    return decoded.unwrapOr(undefined);
  }
  return read;
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
  } satisfies Omit<ServerConfig, 'publicUrl' | 'production'> & { readonly publicUrl: string | undefined };
  // A generated secret lives on one machine's disk: instances behind a load balancer must share one.
  if (env.NODE_ENV === 'production' && !config.authSecret && !env.AUTH_SECRET) {
    problems.push('AUTH_SECRET must be set when NODE_ENV is production');
  }
  // Without it a link could only come from the request's Host, which anyone can forge.
  if (env.NODE_ENV === 'production' && !config.publicUrl && !env.PUBLIC_URL) {
    problems.push('PUBLIC_URL must be set when NODE_ENV is production (the origin of e-mail links and redirects)');
  }
  if (problems.length > 0) return err(problems);
  return ok({
    ...config,
    production: env.NODE_ENV === 'production',
    publicUrl: config.publicUrl ?? developmentOrigin(config.host, config.port),
  });
};
