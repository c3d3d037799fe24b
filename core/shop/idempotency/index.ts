export * from './idempotency-store.port.ts';
