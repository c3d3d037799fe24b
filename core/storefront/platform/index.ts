export * from './platform-use-cases.ts';
