import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA, pgBossJobRunner, type JobRunner } from '../../../adapters/jobs/pg-boss-job-runner.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { inTransaction } from '../../../adapters/postgres/transaction.ts';
import { jobFailed, type JobPolicy } from '../../../core/shop/jobs/job-queue.port.ts';
import { openTemplateDatabase } from '../../support/database-templates.ts';
import { eventually } from '../../support/eventually.ts';
import { freshPostgres, MIGRATIONS, TEST_ENGINES, type TestEngine } from '../../support/test-database.ts';

type SpecJobs = { note: { readonly n: number }; flaky: { readonly n: number }; tick: object };

const QUICK: JobPolicy = { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 };
const POLICIES = { note: QUICK, flaky: QUICK, tick: QUICK };

/** Two handles on one database, as two instances have: PGlite is one process's, so both share its handle. */
const openTwo = async (
  engine: TestEngine,
): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; close: () => Promise<void> }> => {
  const url = process.env.TEST_DATABASE_URL;
  if (engine.kind === 'pglite' || !url) {
    const database = await openTemplateDatabase('migrated');
    return { handles: [database, database], close: () => database.close() };
  }
  const fresh = await freshPostgres(url);
  const first = await openDatabase(fresh.location);
  await first.migrate(MIGRATIONS);
  const second = await openDatabase(fresh.location);
  return {
    handles: [first, second],
    close: async () => {
      await first.close();
      await second.close();
      await fresh.drop();
    },
  };
};

const jobStates = async (database: DatabaseHandle, name: string) =>
  (await database.executeSql(`SELECT state, data FROM ${JOBS_SCHEMA}.job WHERE name = $1`, [name])).rows as {
    state: string;
    data: { n: number };
  }[];

for (const engine of TEST_ENGINES) {
  describe(`pg-boss job queue on ${engine.name}`, () => {
    let cleanup: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const step of cleanup.reverse()) await step();
      cleanup = [];
    });

    /** Two instances' runners on one database, each with the given handlers, both working. */
    const twoWorkers = async (
      handlers: (runner: JobRunner<SpecJobs>, instance: number) => void,
      schedules: { tick?: string } = {},
    ) => {
      const { handles, close } = await openTwo(engine);
      cleanup.push(close);
      const runners = handles.map((database, instance) => {
        const runner = pgBossJobRunner<SpecJobs>({
          database,
          work: true,
          policies: POLICIES,
          schedules,
          pollingIntervalSeconds: 0.5,
          cronIntervalSeconds: 1,
          report: () => {},
        });
        handlers(runner, instance);
        return runner;
      });
      // Started together, as instances of a fleet are: pg-boss installs its schema once, under its lock.
      await Promise.all(runners.map((runner) => runner.start()));
      cleanup.push(async () => {
        for (const runner of runners) await runner.stop();
      });
      return { runners, database: handles[0] };
    };

    it('never runs a job queued in a transaction that rolled back; runs the one that committed', async () => {
      const ran: number[] = [];
      const { runners, database } = await twoWorkers((runner) =>
        runner.handle('note', ({ n }) => (ran.push(n), okAsync(undefined))),
      );
      const [runner] = runners as [JobRunner<SpecJobs>];
      const rolledBack = await inTransaction(database.db, (tx) =>
        runner
          .queueIn(tx)
          .enqueue('note', { n: 1 })
          .andThen(() => errAsync('order refused')),
      );
      expect(rolledBack.isErr()).toBe(true);
      (await inTransaction(database.db, (tx) => runner.queueIn(tx).enqueue('note', { n: 2 })))._unsafeUnwrap();

      await eventually(async () =>
        (await jobStates(database, 'note')).some((job) => job.state === 'completed') ? true : undefined,
      );
      expect(ran).toEqual([2]);
      expect((await jobStates(database, 'note')).map((job) => job.data.n)).toEqual([2]);
    });

    it('runs each committed job exactly once across two workers', async () => {
      const ran: { n: number; instance: number }[] = [];
      const { runners, database } = await twoWorkers((runner, instance) =>
        runner.handle('note', ({ n }) => (ran.push({ n, instance }), okAsync(undefined))),
      );
      const queue = runners[1]!.queueIn(database.db);
      for (let n = 0; n < 20; n += 1) (await queue.enqueue('note', { n }))._unsafeUnwrap();

      await eventually(async () => {
        const jobs = await jobStates(database, 'note');
        return jobs.length === 20 && jobs.every((job) => job.state === 'completed') ? true : undefined;
      });
      expect(ran.map((run) => run.n).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
    });

    it('retries a failing job with a growing delay, then lists it as failed; the operator queues it again', async () => {
      const tries: number[] = [];
      let healthy = false;
      const { runners, database } = await twoWorkers((runner) =>
        runner.handle('flaky', () => {
          tries.push(Date.now());
          return healthy ? okAsync(undefined) : errAsync(jobFailed('mail server refused'));
        }),
      );
      const [runner] = runners as [JobRunner<SpecJobs>];
      (await runner.queueIn(database.db).enqueue('flaky', { n: 7 }))._unsafeUnwrap();

      const [failed] = await eventually(async () => {
        const listed = (await runner.desk.failed())._unsafeUnwrap();
        return listed.length > 0 ? listed : undefined;
      });
      expect(failed).toEqual({
        id: expect.any(String),
        name: 'flaky',
        payload: { n: 7 },
        tries: 3,
        error: 'mail server refused',
        failedAt: expect.any(Number),
      });
      // The first retry waits at least the policy's delay, the second at least twice it.
      expect(tries).toHaveLength(3);
      expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(1000);
      expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(2000);

      healthy = true;
      expect((await runner.desk.retry(failed!.id))._unsafeUnwrap()).toBe(true);
      await eventually(async () => ((await jobStates(database, 'flaky'))[0]?.state === 'completed' ? true : undefined));
      expect(tries).toHaveLength(4);
      expect((await runner.desk.failed())._unsafeUnwrap()).toEqual([]);
      expect((await runner.desk.retry('00000000-0000-4000-8000-000000000000'))._unsafeUnwrap()).toBe(false);
    });

    it('runs a scheduled task once per period across two workers', async () => {
      const minuteOf = (at: number) => Math.floor(at / 60_000);
      const from = minuteOf(Date.now());
      const ran: number[] = [];
      const { database } = await twoWorkers(
        (runner) => runner.handle('tick', () => (ran.push(Date.now()), okAsync(undefined))),
        { tick: '* * * * *' },
      );
      await eventually(async () => (ran.length > 0 ? true : undefined));
      // Both workers look every second whether the task is due: give each a few looks at this period.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const periods = minuteOf(Date.now()) - from + 1;
      expect(ran.length).toBeGreaterThanOrEqual(1);
      expect(ran.length).toBeLessThanOrEqual(periods);
      // Each period's job ran once (a job due at a minute's end may run early in the next: its time proves nothing).
      expect((await jobStates(database, 'tick')).length).toBe(ran.length);
    });

    it('marks each job of a batch done as soon as it is: a worker dying later in the batch leaves only the rest to redo', async () => {
      const { handles, close } = await openTwo(engine);
      cleanup.push(close);
      const [database] = handles;
      let release = () => {};
      const stuck = new Promise<void>((resolve) => (release = resolve));
      const runner = pgBossJobRunner<SpecJobs>({
        database,
        work: true,
        policies: POLICIES,
        pollingIntervalSeconds: 0.5,
        report: () => {},
      });
      // The batch's second try never finishes while the spec looks: as if its worker had been killed mid-batch.
      let tries = 0;
      runner.handle('note', () => ((tries += 1) === 1 ? okAsync(undefined) : ResultAsync.fromSafePromise(stuck)));
      await runner.start();
      cleanup.push(() => runner.stop());
      // Committed together, so one look takes both.
      const both = await inTransaction(database.db, (tx) =>
        runner
          .queueIn(tx)
          .enqueue('note', { n: 1 })
          .andThen(() => runner.queueIn(tx).enqueue('note', { n: 2 })),
      );
      both._unsafeUnwrap();

      const states = await eventually(async () => {
        const jobs = await jobStates(database, 'note');
        return jobs.some((job) => job.state === 'completed') ? jobs : undefined;
      });
      expect(states.map((job) => job.state).sort()).toEqual(['active', 'completed']);
      release();
    });

    it('on stopping, waits for the jobs a fetch in flight brings and finishes them before the database closes', async () => {
      const { handles, close } = await openTwo(engine);
      cleanup.push(close);
      const [database] = handles;
      let releaseFetch = () => {};
      const fetchHeld = new Promise<void>((resolve) => (releaseFetch = resolve));
      let holding = false;
      // The database as the runner sees it: once asked to, the next fetch of jobs waits for the spec to let it go.
      const gated: DatabaseHandle = {
        ...database,
        executeSql: async (text, values) => {
          if (holding && text.includes('SKIP LOCKED')) {
            holding = false;
            const rows = await database.executeSql(text, values);
            await fetchHeld;
            return rows;
          }
          return database.executeSql(text, values);
        },
      };
      const finished: number[] = [];
      const runner = pgBossJobRunner<SpecJobs>({
        database: gated,
        work: true,
        policies: POLICIES,
        pollingIntervalSeconds: 0.5,
        report: () => {},
      });
      runner.handle('note', ({ n }) => (finished.push(n), okAsync(undefined)));
      await runner.start();
      holding = true;
      (await runner.queueIn(database.db).enqueue('note', { n: 3 }))._unsafeUnwrap();
      await eventually(async () => (holding ? undefined : true));

      const stopped = runner.stop().then(() => [...finished]);
      setTimeout(releaseFetch, 300);
      expect(await stopped).toEqual([3]);
      expect((await jobStates(database, 'note')).map((job) => job.state)).toEqual(['completed']);
    });
  });
}
