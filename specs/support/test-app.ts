import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../composition-root/server/main.ts';
import { readServerConfig } from '../../composition-root/server/config.ts';

export const APP_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The real server, wired as in production, on an in-memory database with the demo data. Its origin is
 * http://localhost, the address `inject` calls; `PUBLIC_URL: ''` leaves it to HOST and PORT.
 */
export const buildTestApp = async (env: NodeJS.ProcessEnv = {}) =>
  buildApp({
    config: readServerConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost', ...env })._unsafeUnwrap(),
    appRoot: APP_ROOT,
    database: { memory: true },
    template: await readFile(path.join(APP_ROOT, 'ui/index.html'), 'utf8'),
  });

/** A well-formed storefront session id for Shop API calls in specs. */
export const EXT_SESSION_ID = 'SpecSession00000000000000000001';

/** A Shop API path with ext_session_id appended to its query. */
export const withSession = (url: string) => `${url}${url.includes('?') ? '&' : '?'}ext_session_id=${EXT_SESSION_ID}`;
