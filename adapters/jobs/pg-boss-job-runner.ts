import { sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import PgBoss from 'pg-boss';
import type {
  FailedJob,
  JobDesk,
  JobHandler,
  JobKinds,
  JobPolicy,
  JobQueue,
} from '../../core/shop/jobs/job-queue.port.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';
import type { DatabaseHandle, ShopDatabase } from '../postgres/database.ts';

/** The schema pg-boss keeps its tables in, beside the shop's. */
export const JOBS_SCHEMA = 'pgboss';

export type JobRunnerOptions<Kinds extends JobKinds> = {
  readonly database: DatabaseHandle;
  /** Whether this process takes jobs, runs the schedules and the maintenance, or only queues jobs. */
  readonly work: boolean;
  readonly policies: { readonly [N in keyof Kinds & string]: JobPolicy };
  /** Tasks run on a schedule (a cron line, UTC): once per period across every worker. */
  readonly schedules?: { readonly [N in keyof Kinds & string]?: string };
  /** How often an idle worker looks for jobs another instance queued; a job queued here wakes it at once. */
  readonly pollingIntervalSeconds?: number;
  /** How often expired tries (a worker that died) are failed and retried, and old jobs archived. */
  readonly maintenanceIntervalSeconds?: number;
  /** How often a worker looks whether a scheduled task is due. */
  readonly cronIntervalSeconds?: number;
  /** Told of failed tries and of the queue's own errors, for the operator's log. */
  readonly report: (event: JobEvent) => void;
};

export type JobEvent =
  | { readonly kind: 'try-failed'; readonly name: string; readonly id: string; readonly cause: string }
  | { readonly kind: 'queue-error'; readonly cause: string };

export type JobRunner<Kinds extends JobKinds> = {
  /** The queue inside `db`: a transaction (the job commits or rolls back with it), or the database itself. */
  readonly queueIn: (db: ShopDatabase) => JobQueue<Kinds>;
  /** Registers the one handler of a kind of job; before `start`. */
  readonly handle: <N extends keyof Kinds & string>(name: N, handler: JobHandler<Kinds[N]>) => void;
  /**
   * Creates or upgrades the queue's tables (pg-boss's own migrations, under its advisory lock) and the queues;
   * a working process also starts taking jobs, running the schedules and the maintenance.
   */
  readonly start: () => Promise<void>;
  /** Asks this process's worker for `name` to look now, after a job was queued and committed here. */
  readonly wake: (name: keyof Kinds & string) => void;
  /** Stops taking jobs and waits for the tries in progress. */
  readonly stop: () => Promise<void>;
  readonly desk: JobDesk;
};

/** pg-boss's SQL (`$1`, `$2`…) as a drizzle query, so it runs inside the caller's drizzle transaction. */
const drizzleSqlOf = (text: string, values: readonly unknown[]) =>
  sql.join(
    text.split(/\$(\d+)/).map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );

/** pg-boss's database port over a drizzle database or transaction. */
const bossDbOf = (db: ShopDatabase): PgBoss.Db => ({
  executeSql: async (text, values) => ({
    rows: ((await db.execute(drizzleSqlOf(text, values ?? []))) as unknown as { rows: unknown[] }).rows,
  }),
});

type FailedRow = {
  id: string;
  name: string;
  data: unknown;
  retry_count: number;
  output: { message?: unknown } | null;
  completed_on: Date | string;
};

const FAILED_LISTED = 100;

/** The operator's view, read from pg-boss's job table (failed jobs are kept there 30 days before archiving). */
const jobDesk = (boss: PgBoss, database: DatabaseHandle): JobDesk => ({
  failed: () =>
    ResultAsync.fromPromise(
      database.executeSql(
        `SELECT id, name, data, retry_count, output, completed_on FROM ${JOBS_SCHEMA}.job
          WHERE state = 'failed' ORDER BY completed_on DESC, id LIMIT $1`,
        [FAILED_LISTED],
      ),
      repositoryFailure,
    ).map(({ rows }) =>
      (rows as FailedRow[]).map((row): FailedJob => ({
        id: row.id,
        name: row.name,
        payload: row.data,
        tries: row.retry_count + 1,
        error: typeof row.output?.message === 'string' ? row.output.message : JSON.stringify(row.output),
        failedAt: new Date(row.completed_on).getTime(),
      })),
    ),
  retry: (id) =>
    ResultAsync.fromPromise(
      (async () => {
        const { rows } = await database.executeSql(
          `SELECT name FROM ${JOBS_SCHEMA}.job WHERE id::text = $1 AND state = 'failed'`,
          [id],
        );
        const [row] = rows as { name: string }[];
        if (row === undefined) return false;
        await boss.retry(row.name, id);
        return true;
      })(),
      repositoryFailure,
    ),
});

/** One retry policy as pg-boss's queue options: the delay doubles (with jitter) from retry to retry. */
const queueOptionsOf = (name: string, policy: JobPolicy): PgBoss.Queue => ({
  name,
  retryLimit: policy.retryLimit,
  retryDelay: policy.retryDelaySeconds,
  retryBackoff: true,
  expireInSeconds: policy.expireInSeconds,
});

const DAY = 24 * 60 * 60;

/** How long closing waits for the tries in progress. */
const STOP_TIMEOUT_MS = 30_000;

/** Jobs a worker takes at one look: a dead worker's batch waits out its expiry, so it stays small. */
const BATCH_SIZE = 10;

/** Any number of the shop's own: instances starting together create the queues one after another. */
const QUEUE_SETUP_LOCK = 7_302_027;

/** Any number of the shop's own, another than the queues': instances install pg-boss one after another. */
const INSTALL_LOCK = 7_302_028;

/**
 * Starts pg-boss (which installs its schema on first start) while a transaction of ours holds a lock: its own lock
 * did not stop three instances starting together on an empty PostgreSQL from racing on CREATE SCHEMA (a duplicate
 * `pg_namespace` key killed one), and with ours the next instance finds the schema installed. PGlite is one process.
 */
const startInstalledOnce = (database: DatabaseHandle, start: () => Promise<unknown>) =>
  database.engine === 'postgres'
    ? database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${INSTALL_LOCK})`);
        await start();
      })
    : start();

/** Jobs a shop migration moved from an older table before pg-boss's schema existed: queued at the next start. */
const CARRIED_OVER = 'jobs_carried_over';

/**
 * Creates or updates each queue and schedule in one transaction under an advisory lock: pg-boss creates a
 * queue's table unlocked, and two instances starting together deadlocked on PostgreSQL. Queues the carried-over
 * jobs in the same transaction, so each is queued once however many instances start together.
 */
const setUpQueues = (
  database: DatabaseHandle,
  policies: { readonly [name: string]: JobPolicy },
  schedules: { readonly [name: string]: string | undefined },
) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUEUE_SETUP_LOCK})`);
    // An unstarted pg-boss over the transaction: its queue calls then run inside it.
    const setup = new PgBoss({ db: bossDbOf(tx), schema: JOBS_SCHEMA });
    for (const [name, policy] of Object.entries(policies)) {
      if ((await setup.getQueue(name)) === null) await setup.createQueue(name, queueOptionsOf(name, policy));
      else await setup.updateQueue(name, queueOptionsOf(name, policy));
    }
    for (const [name, cron] of Object.entries(schedules)) {
      if (cron !== undefined) await setup.schedule(name, cron, {}, { tz: 'UTC' });
    }
    // Work a migration carried over from the shop's old pollers, queued once: the rows go with this transaction.
    const carried = await tx.execute(
      sql`SELECT 1 FROM pg_catalog.pg_tables WHERE schemaname = current_schema() AND tablename = ${CARRIED_OVER}`,
    );
    if ((carried as unknown as { rows: unknown[] }).rows.length === 0) return;
    const jobs = await tx.execute(sql`DELETE FROM ${sql.identifier(CARRIED_OVER)} RETURNING name, data`);
    for (const job of (jobs as unknown as { rows: { name: string; data: object }[] }).rows) {
      await setup.send(job.name, job.data);
    }
  });

/**
 * The shop's job queue on pg-boss, in the shop's own database: PostgreSQL, or PGlite in the same process, through
 * one code path (pg-boss's `db` port over the shop's connection).
 */
export const pgBossJobRunner = <Kinds extends JobKinds>(options: JobRunnerOptions<Kinds>): JobRunner<Kinds> => {
  const { database, policies, report, work } = options;
  const handlers = new Map<string, JobHandler<object>>();
  const workers = new Map<string, string>();
  // pg-boss's stop does not wait for a worker's fetch in flight, whose jobs then run after it: `stop` waits for these.
  const inFlight = new Set<Promise<unknown>>();
  const tracked = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    );
    return promise;
  };
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => tracked(database.executeSql(text, values) as Promise<{ rows: unknown[] }>),
    },
    schema: JOBS_SCHEMA,
    supervise: work,
    schedule: work,
    // Failed jobs stay listed for the operator a month; finished ones are archived after a day.
    archiveCompletedAfterSeconds: DAY,
    archiveFailedAfterSeconds: 30 * DAY,
    deleteAfterDays: 30,
    // Expired tries (a worker that died) are found at this pace: their jobs wait at most their expiry plus this.
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 20,
    cronMonitorIntervalSeconds: options.cronIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: options.cronIntervalSeconds ?? 5,
  });
  boss.on('error', (error) => report({ kind: 'queue-error', cause: String(error) }));
  let started = false;

  const wake = (name: string) => {
    const worker = workers.get(name);
    if (worker !== undefined) boss.notifyWorker(worker);
  };

  const tryAll = async (name: string, handler: JobHandler<object>, jobs: PgBoss.Job<object>[]): Promise<void> => {
    for (const job of jobs) {
      const result = await handler(job.data);
      if (result.isErr()) {
        report({ kind: 'try-failed', name, id: job.id, cause: result.error.cause });
        // No tries left, so pg-boss's fail below keeps it failed rather than scheduling another.
        if (result.error.forGood === true)
          await database.executeSql(
            `UPDATE ${JOBS_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`,
            [name, job.id],
          );
        // Fails this job alone (pg-boss schedules its next try); the batch's others complete.
        await boss.fail(name, job.id, { message: result.error.cause });
      } else {
        // Done now, not with the batch: a worker killed later in the batch leaves only the unfinished ones to redo.
        await boss.complete(name, job.id);
      }
    }
    // pg-boss waits a polling interval after every batch: a full one means more are waiting, so look again now.
    if (jobs.length === BATCH_SIZE) wake(name);
  };

  const runBatch =
    (name: string, handler: JobHandler<object>) =>
    (jobs: PgBoss.Job<object>[]): Promise<void> =>
      tracked(tryAll(name, handler, jobs));

  /** Until no query of the queue's and no try is in flight (a fetch that lands starts a try a few ticks later). */
  const settled = async (deadline: number) => {
    while (inFlight.size > 0 && Date.now() < deadline) {
      await Promise.allSettled([...inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  return {
    queueIn: (db) => ({
      enqueue: (name, payload) =>
        ResultAsync.fromPromise(boss.send(name, payload, { db: bossDbOf(db) }), repositoryFailure).map(() => undefined),
    }),
    handle: (name, handler) => {
      handlers.set(name, handler as JobHandler<object>);
    },
    start: async () => {
      if (started) return;
      await startInstalledOnce(database, () => boss.start());
      await setUpQueues(database, policies, options.schedules ?? {});
      started = true;
      if (!work) return;
      for (const [name, handler] of handlers) {
        const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
        workers.set(
          name,
          await boss.work(name, { pollingIntervalSeconds, batchSize: BATCH_SIZE }, runBatch(name, handler)),
        );
      }
    },
    wake,
    stop: async () => {
      if (!started) return;
      started = false;
      workers.clear();
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      await settled(deadline);
    },
    desk: jobDesk(boss, database),
  };
};
