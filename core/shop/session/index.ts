export * from './carry-over-session.use-case.ts';
export * from './get-session.use-case.ts';
export * from './storefront-session-repository.port.ts';
export * from './update-session.use-case.ts';
