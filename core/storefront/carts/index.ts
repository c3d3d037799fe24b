export * from './add-to-cart.use-case.ts';
export * from './cart-change-notices.port.ts';
export * from './cart-gateway.port.ts';
export * from './change-cart.use-cases.ts';
export * from './follow-cart.use-case.ts';
export * from './load-cart-page.use-case.ts';
export * from './shown-cart.ts';
