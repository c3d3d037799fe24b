export * from './session.ts';
export * from './session-id.ts';
export * from './session-refresh.ts';
export * from './session-update.ts';
