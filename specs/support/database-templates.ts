import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../adapters/postgres/database.ts';
import * as schema from '../../adapters/postgres/schema/index.ts';
import { seedDemoData } from '../../adapters/postgres/seeds/index.ts';

export const MIGRATIONS = path.resolve(import.meta.dirname, '../../adapters/postgres/migrations');

/** `migrated`: every migration applied, no rows; `demo`: the same with the demo data the app seeds at start. */
export type DatabaseTemplate = 'migrated' | 'demo';
export type DatabaseTemplateFiles = Record<DatabaseTemplate, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplateFiles;
  }
}

/** Migrates (and seeds, for `demo`) a fresh in-memory PGlite once and dumps its data directory. */
export const dumpTemplates = async (): Promise<Record<DatabaseTemplate, Blob>> => {
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  const migrated = await client.dumpDataDir('none');
  await seedDemoData(db);
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
