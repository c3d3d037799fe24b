export * from './commission-period.ts';
export * from './commission-terms.ts';
