import * as t from 'io-ts';
import { err, ok, type Result } from 'neverthrow';
import { decodeWith } from '../../adapters/shop-api-contract/decode-with.ts';
import { parseStoreSlug, type StoreSlug } from '../../core/domain/site/stores.ts';

export type ServerConfig = {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly shopApiBasePath: string;
  readonly logLevel: string;
  readonly store: StoreSlug;
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

/** Every variable is checked, so one start reports every mistake at once. */
export const readServerConfig = (env: NodeJS.ProcessEnv): Result<ServerConfig, readonly string[]> => {
  const problems: string[] = [];
  const read = reader(env, problems);
  const config: ServerConfig = {
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
  };
  return problems.length > 0 ? err(problems) : ok(config);
};
