export * from './remember-viewport.use-case.ts';
export * from './viewport.port.ts';
