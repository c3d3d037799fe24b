export * from './print-job.ts';
