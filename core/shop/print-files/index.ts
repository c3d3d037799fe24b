export * from './order-print-files.use-case.ts';
export * from './print-job-records.port.ts';
export * from './print-jobs-of-order.ts';
export * from './render-print-files.use-case.ts';
export * from './shop-print-files.ts';
