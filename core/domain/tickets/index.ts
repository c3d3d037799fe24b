export * from './ticket-status.ts';
export * from './ticket-request.ts';
export * from './ticket.ts';
