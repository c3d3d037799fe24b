export * from './cookie-header.ts';
export * from './cookie-policy.ts';
export * from './http-method.ts';
export * from './http-status.ts';
export * from './query-params.ts';
export * from './retry-policy.ts';
export * from './url-host.ts';
