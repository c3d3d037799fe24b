export * from './consent.ts';
export * from './consent-mode.ts';
export * from './integrations.ts';
