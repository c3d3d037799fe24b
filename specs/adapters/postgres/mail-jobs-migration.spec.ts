import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { freshPostgres, MIGRATIONS, TEST_ENGINES } from '../../support/test-database.ts';

const MAIL_JOBS = '0019_mail_jobs';

/** The migrations folder as it was before 0019: the same files, without 0019 in the journal. */
const migrationsBefore = async (tag: string): Promise<string> => {
  const folder = await mkdtemp(path.join(tmpdir(), 'estampa-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
};

const rowsOf = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

for (const engine of TEST_ENGINES) {
  describe(`migration 0019 retires the old mail queue (${engine.name})`, () => {
    let database: DatabaseHandle;
    let cleanup: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const url = process.env.TEST_DATABASE_URL;
      const fresh = engine.kind === 'postgres' && url ? await freshPostgres(url) : null;
      database = await openDatabase(fresh ? fresh.location : { memory: true });
      const before = await migrationsBefore(MAIL_JOBS);
      await database.migrate(before);
      await rm(before, { recursive: true });
      // What the old queue held: pending (one retried), sent, given up, and the developer's kept mail.
      await database.db.execute(sql`INSERT INTO mail_outbox
        (id, "to", subject, text, link, headers, sent_at, attempts, next_attempt_at, last_error, abandoned_at, created_at)
        VALUES
        ('pending', 'ana@example.es', 'Pending', 'Hola', 'https://shop.example/a', '{"X-Kind":"reset"}',
          NULL, 0, now(), NULL, NULL, now() - interval '2 minutes'),
        ('retried', 'luis@example.es', 'Retried', 'Hola', NULL, '{}',
          NULL, 3, now() + interval '4 minutes', '421 busy', NULL, now() - interval '1 minute'),
        ('sent', 'eva@example.es', 'Sent', 'Hola', NULL, '{}', now(), 1, NULL, NULL, NULL, now()),
        ('given-up', 'eva@example.es', 'Given up', 'Hola', NULL, '{}',
          NULL, 12, NULL, '550 no such user', now(), now()),
        ('kept', 'dev@example.es', 'Kept', 'Hola', NULL, '{}', NULL, 0, NULL, NULL, NULL, now())`);
      await database.migrate(MIGRATIONS);
      cleanup = async () => {
        await database.close();
        await fresh?.drop();
      };
    });
    afterAll(() => cleanup());

    it('keeps the mail still to send for the job runner to carry, as it was written', async () => {
      expect(
        await rowsOf(database, sql`SELECT id, "to", subject, text, link, headers FROM mail_to_carry ORDER BY id`),
      ).toEqual([
        {
          id: 'pending',
          to: 'ana@example.es',
          subject: 'Pending',
          text: 'Hola',
          link: 'https://shop.example/a',
          headers: { 'X-Kind': 'reset' },
        },
        { id: 'retried', to: 'luis@example.es', subject: 'Retried', text: 'Hola', link: null, headers: {} },
      ]);
    });

    it('leaves in the outbox only the developer’s kept mail, without the queue’s columns', async () => {
      expect(await rowsOf(database, sql`SELECT id FROM mail_outbox`)).toEqual([{ id: 'kept' }]);
      const columns = await rowsOf<{ name: string }>(
        database,
        sql`SELECT column_name AS name FROM information_schema.columns
              WHERE table_schema = 'public' AND table_name = 'mail_outbox' ORDER BY column_name`,
      );
      expect(columns.map((column) => column.name)).toEqual([
        'created_at',
        'headers',
        'id',
        'link',
        'subject',
        'text',
        'to',
      ]);
    });
  });
}
