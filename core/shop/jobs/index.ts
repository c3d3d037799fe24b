export * from './job-queue.port.ts';
export * from './shop-jobs.ts';
