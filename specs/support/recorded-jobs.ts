import { okAsync } from 'neverthrow';
import type { JobKinds, JobQueue } from '../../core/shop/jobs/job-queue.port.ts';

/** A job queue that keeps what was queued, in order, for specs of the code that queues. */
export const recordedJobs = <Kinds extends JobKinds>() => {
  const queued: { name: keyof Kinds & string; payload: Kinds[keyof Kinds] }[] = [];
  const queue: JobQueue<Kinds> = {
    enqueue: (name, payload) => {
      queued.push({ name, payload });
      return okAsync(undefined);
    },
  };
  return { queue, queued };
};
