export * from './landing-cookies.use-case.ts';
export * from './page-event-sender.port.ts';
export * from './record-page-view.use-case.ts';
