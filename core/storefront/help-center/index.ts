export * from './contact-form.ts';
export * from './contact-gateway.port.ts';
export * from './help-center-gateway.port.ts';
export * from './load-help-center-pages.use-case.ts';
export * from './send-contact-message.use-case.ts';
