import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { buildApp } from '../../composition-root/server/main.ts';
import { readServerConfig } from '../../composition-root/server/config.ts';
import { openTemplateDatabase } from './database-templates.ts';

export const APP_ROOT = path.resolve(import.meta.dirname, '../..');

/** An in-memory database holding the demo data, for a spec to hand to `buildTestApp` and keep reading. */
export const openDemoDatabase = () => openTemplateDatabase('demo');

/**
 * The real server, wired as in production, on an in-memory database with the demo data: the one given, which
 * the spec may read and write beside the app, or a new one. Closing the app closes the database.
 */
export const buildTestApp = async (env: NodeJS.ProcessEnv = {}, database?: DatabaseHandle) =>
  buildApp({
    config: readServerConfig({ LOG_LEVEL: 'silent', ...env })._unsafeUnwrap(),
    appRoot: APP_ROOT,
    database: database ?? (await openDemoDatabase()),
    template: await readFile(path.join(APP_ROOT, 'ui/index.html'), 'utf8'),
  });

/** A well-formed storefront session id for Shop API calls in specs. */
export const EXT_SESSION_ID = 'SpecSession00000000000000000001';

/** A Shop API path with ext_session_id appended to its query. */
export const withSession = (url: string) => `${url}${url.includes('?') ? '&' : '?'}ext_session_id=${EXT_SESSION_ID}`;
