export * from './email.ts';
export * from './calendar-date.ts';
export * from './date-string.ts';
export * from './adult.ts';
export * from './url.ts';
export * from './slug.ts';
export * from './email-address.ts';
export * from './host-syntax.ts';
