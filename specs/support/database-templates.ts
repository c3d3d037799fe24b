import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import {
  openDatabase,
  PGLITE_EXTENSIONS,
  type DatabaseHandle,
  type ShopDatabase,
} from '../../adapters/postgres/database.ts';
import * as schema from '../../adapters/postgres/schema/index.ts';
import { seedDemoData } from '../../adapters/postgres/seeds/index.ts';
import { DEMO_ACCOUNTS } from '../../adapters/postgres/seeds/accounts.seed.ts';
import { specPasswordHasher } from './spec-password-hasher.ts';

export const MIGRATIONS = path.resolve(import.meta.dirname, '../../adapters/postgres/migrations');

/**
 * `migrated`: every migration applied, no rows; `demo`: the same with the demo data the app seeds at start, the demo
 * accounts' passwords hashed at the specs' cost (the seed's own hashes are checked in auth-crypto.spec.ts).
 */
export type DatabaseTemplate = 'migrated' | 'demo';
export type DatabaseTemplateFiles = Record<DatabaseTemplate, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplateFiles;
  }
}

/** Each sign-in as a demo account would cost a production-cost scrypt: the spec template holds cheaper hashes. */
const hashDemoPasswordsForSpecs = async (db: ShopDatabase) => {
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const passwordHash = (await specPasswordHasher.hash(account.password))._unsafeUnwrap();
    await db.update(schema.customers).set({ passwordHash }).where(eq(schema.customers.id, account.id));
  }
};

/** Migrates (and seeds, for `demo`) a fresh in-memory PGlite once and dumps its data directory. */
export const dumpTemplates = async (): Promise<Record<DatabaseTemplate, Blob>> => {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  const migrated = await client.dumpDataDir('none');
  await seedDemoData(db);
  await hashDemoPasswordsForSpecs(db);
  const demo = await client.dumpDataDir('none');
  await client.close();
  return { migrated, demo };
};

/** The dumped data directory of a template, for PGlite's `loadDataDir`. */
export const templateOf = async (template: DatabaseTemplate): Promise<Blob> => {
  const files = inject('databaseTemplates');
  // A project without the global setup builds its own, at the price of the migrations.
  if (!files) return (await dumpTemplates())[template];
  return new Blob([await readFile(files[template])]);
};

/** An in-memory PGlite started from a template: the migrations (and seed) ran once for the whole run. */
export const openTemplateDatabase = async (template: DatabaseTemplate): Promise<DatabaseHandle> =>
  openDatabase({ memory: true, template: await templateOf(template) });
