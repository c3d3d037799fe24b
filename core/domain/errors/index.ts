export * from './error-situations.ts';
