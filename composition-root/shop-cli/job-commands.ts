import type { JobDesk } from '../../core/shop/jobs/job-queue.port.ts';
import type { Output } from './shop-commands.ts';

export const JOBS_USAGE = `  jobs failed                                     background jobs whose tries ran out (mails, housekeeping), newest first
  jobs retry <id>                                 queue a failed job again for one more try`;

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** `jobs failed` and `jobs retry <id>`: what the queue gave up on, and putting it back once the cause is fixed. */
export const dispatchJobs = async (desk: JobDesk, [verb, id, ...extra]: readonly string[], io: Output) => {
  if (verb === 'failed' && id === undefined) {
    return (await desk.failed()).match(
      (failed) => {
        if (failed.length === 0) io.out('No failed jobs.');
        for (const job of failed)
          io.out(
            `${job.id}  ${job.name}  ${new Date(job.failedAt).toISOString()}  ${job.tries} tries  ${oneLine(job.error, 80)}`,
          );
        return 0;
      },
      (failure) => {
        io.err(`The job queue could not be read: ${failure.cause}`);
        return 1;
      },
    );
  }
  if (verb === 'retry' && id !== undefined && extra.length === 0) {
    return (await desk.retry(id)).match(
      (queued) => {
        if (queued) io.out(`Job ${id} queued again.`);
        else io.err(`No failed job with id ${id}.`);
        return queued ? 0 : 1;
      },
      (failure) => {
        io.err(`The job queue could not be written: ${failure.cause}`);
        return 1;
      },
    );
  }
  io.err(`Usage:\n${JOBS_USAGE}`);
  return 2;
};
