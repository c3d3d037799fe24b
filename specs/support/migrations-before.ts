import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from './database-templates.ts';

/**
 * The migrations folder as it stood before `tag`: every earlier migration, the journal cut before it. Later ones go
 * too, since drizzle skips a migration older than the last one applied.
 */
export const migrationsBefore = async (tag: string): Promise<{ folder: string; remove: () => Promise<void> }> => {
  const folder = await mkdtemp(path.join(tmpdir(), 'estampa-migrations-before-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 0) throw new Error(`No migration ${tag}`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
};
