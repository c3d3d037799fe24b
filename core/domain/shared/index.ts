export type { Clock } from './clock.port.ts';
export type { IdGenerator } from './id-generator.port.ts';
export * from './date-filter.ts';
export * from './project-scope.ts';
export * from './tri-state.ts';
export * from './csv-cell.ts';
