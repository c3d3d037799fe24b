export * from './field-errors.ts';
export * from './field-problem.ts';
