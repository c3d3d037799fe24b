export * from './deliver-mail.job.ts';
export * from './job-mailer.ts';
export * from './mailer.port.ts';
export * from './recipient-limited-mailer.ts';
export * from './message-id.ts';
