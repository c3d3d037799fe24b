export * from './check-rate-limit.use-case.ts';
export * from './rate-limiter.port.ts';
