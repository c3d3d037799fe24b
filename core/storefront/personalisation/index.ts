export * from './edit-history.ts';
export * from './load-create-page.use-case.ts';
export * from './load-saved-designs-page.use-case.ts';
export * from './personalisation-gateway.port.ts';
export * from './personalisation.use-cases.ts';
export * from './picture-source.port.ts';
export * from './template-photo.use-case.ts';
