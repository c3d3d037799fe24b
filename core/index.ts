/**
 * @estampa/core: the shop's rules as framework-free TypeScript, for any frontend or service: pricing, validation,
 * routing, checkout and order states, and the HTTP and cookie rules of the protocol. The applications built on them
 * are `@estampa/core/storefront` (what a frontend drives) and `@estampa/core/shop` (the shop service).
 */
export * from './domain/catalogue/index.ts';
export * from './domain/checkout/index.ts';
export * from './domain/commissions/index.ts';
export * from './domain/consent/index.ts';
export * from './domain/customers/index.ts';
export * from './domain/errors/index.ts';
export * from './domain/forms/index.ts';
export * from './domain/help-center/index.ts';
export * from './domain/marketing/index.ts';
export * from './domain/media/index.ts';
export * from './domain/orders/index.ts';
export * from './domain/payments/index.ts';
export * from './domain/personalisation/index.ts';
export * from './domain/pricing/index.ts';
export * from './domain/print-files/index.ts';
export * from './domain/reviews/index.ts';
export * from './domain/routing/index.ts';
export * from './domain/session/index.ts';
export * from './domain/shared/index.ts';
export * from './domain/shipments/index.ts';
export * from './domain/site/index.ts';
export * from './domain/tickets/index.ts';
export * from './domain/validation/index.ts';
export * from './protocol/index.ts';
