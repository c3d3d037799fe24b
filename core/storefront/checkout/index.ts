export * from './checkout-gateway.port.ts';
export * from './checkout-page.use-cases.ts';
export * from './checkout-rules.ts';
export * from './load-checkout-page.use-case.ts';
export * from './shown-checkout.ts';
