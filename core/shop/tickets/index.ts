export * from './customer-tickets.use-cases.ts';
export * from './open-ticket.use-case.ts';
export * from './shop-tickets.ts';
export * from './support-tickets.use-cases.ts';
export * from './ticket-changes.ts';
export * from './ticket-reply-mail.ts';
export * from './ticket-repository.port.ts';
