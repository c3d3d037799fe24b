export * from './anonymise-ip.ts';
export * from './export-page-events.use-case.ts';
export * from './page-event-store.port.ts';
export * from './record-page-event.use-case.ts';
