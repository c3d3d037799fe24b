export * from './affiliate-hit-repository.port.ts';
export * from './record-affiliate-hit.use-case.ts';
