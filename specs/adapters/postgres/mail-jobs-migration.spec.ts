import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { migrationsBefore } from '../../support/migrations-before.ts';
import { freshPostgres, MIGRATIONS, TEST_ENGINES } from '../../support/test-database.ts';

const MAIL_JOBS = '0019_mail_jobs';

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
      await database.migrate(before.folder);
      await before.remove();
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

    it('keeps the mail still to send as `mail` jobs for the job runner to queue, as it was written', async () => {
      expect(await rowsOf(database, sql`SELECT name, data FROM jobs_carried_over ORDER BY id`)).toEqual([
        {
          name: 'mail',
          data: {
            message: {
              to: 'ana@example.es',
              subject: 'Pending',
              text: 'Hola',
              link: 'https://shop.example/a',
              headers: { 'X-Kind': 'reset' },
            },
          },
        },
        { name: 'mail', data: { message: { to: 'luis@example.es', subject: 'Retried', text: 'Hola' } } },
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
        'html',
        'id',
        'link',
        'subject',
        'text',
        'to',
      ]);
    });
  });
}
