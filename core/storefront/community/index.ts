export * from './community-gateway.port.ts';
export * from './community-pages.use-cases.ts';
