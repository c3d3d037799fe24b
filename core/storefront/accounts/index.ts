export * from './account-gateway.port.ts';
export * from './account-pages.use-cases.ts';
export * from './address-book.ts';
export * from './load-self-service-pages.use-case.ts';
export * from './reorder.use-case.ts';
export * from './self-service-forms.ts';
export * from './self-service-gateway.port.ts';
export * from './self-service.use-cases.ts';
