export * from './mail-retry.ts';
export * from './mailer.port.ts';
export * from './recipient-limited-mailer.ts';
