import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { buildApp } from '../../composition-root/server/main.ts';
import { readServerConfig } from '../../composition-root/server/config.ts';
import { signedSessionIds } from '../../adapters/server/storefront-session-cookie.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import { openTemplateDatabase } from './database-templates.ts';
import { specPasswordHasher } from './spec-password-hasher.ts';

export const APP_ROOT = path.resolve(import.meta.dirname, '../..');

/** The test app's AUTH_SECRET, so specs can hold storefront session ids it issued. */
export const SPEC_AUTH_SECRET = 'spec-auth-secret-0123456789abcdefghijklmnopqrstuvwxyz';

/** An in-memory database holding the demo data, for a spec to hand to `buildTestApp` and keep reading. */
export const openDemoDatabase = () => openTemplateDatabase('demo');

/** The test app's configuration, for specs that wire the server's container themselves. */
export const specServerConfig = (env: NodeJS.ProcessEnv = {}) =>
  readServerConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost',
    AUTH_SECRET: SPEC_AUTH_SECRET,
    ...env,
  })._unsafeUnwrap();

/**
 * The real server, wired as in production, on an in-memory database with the demo data: the one given, which
 * the spec may read and write beside the app, or a new one. Closing the app closes the database. Its origin is
 * http://localhost, the address `inject` calls; `PUBLIC_URL: ''` leaves it to HOST and PORT. Passwords are hashed
 * at the specs' lower cost (specPasswordHasher); the demo accounts' hashes still verify.
 */
export const buildTestApp = async (env: NodeJS.ProcessEnv = {}, database?: DatabaseHandle) =>
  buildApp({
    config: specServerConfig(env),
    appRoot: APP_ROOT,
    database: database ?? (await openDemoDatabase()),
    template: await readFile(path.join(APP_ROOT, 'ui/index.html'), 'utf8'),
    passwordHasher: specPasswordHasher,
  });

/**
 * A storefront session id as the test app issues it (its `sid` cookie), named for readability: `seed` fills
 * the random part, the tag is the app's own.
 */
export const specSessionId = (seed: string): SessionId =>
  signedSessionIds(SPEC_AUTH_SECRET, {
    randomString: (length) =>
      seed
        .replace(/[^A-Za-z0-9]/g, '')
        .padEnd(length, '0')
        .slice(0, length),
    randomDigits: () => '0',
    uuid: () => '00000000-0000-4000-8000-000000000000',
  }).issue();

/** A well-formed storefront session id for Shop API calls in specs. */
export const EXT_SESSION_ID = 'SpecSession00000000000000000001';

/** A Shop API path with ext_session_id appended to its query. */
export const withSession = (url: string) => `${url}${url.includes('?') ? '&' : '?'}ext_session_id=${EXT_SESSION_ID}`;
