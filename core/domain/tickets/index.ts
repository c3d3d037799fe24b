export * from './ticket-status.ts';
