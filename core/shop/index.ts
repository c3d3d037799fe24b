/**
 * @estampa/core/shop: the shop service's use cases and the ports its adapters implement (repositories, mailer,
 * payment gateway, blob store, image processor), framework-free.
 */
export * from './accounts/index.ts';
export * from './affiliates/index.ts';
export * from './auth/index.ts';
export * from './back-office/index.ts';
export * from './carts/index.ts';
export * from './catalogue/index.ts';
export * from './checkout/index.ts';
export * from './commissions/index.ts';
export * from './help-center/index.ts';
export * from './idempotency/index.ts';
export * from './invoices/index.ts';
export * from './jobs/index.ts';
export * from './mail/index.ts';
export * from './marketing/index.ts';
export * from './media/index.ts';
export * from './newsletter/index.ts';
export * from './order-lifecycle/index.ts';
export * from './orders/index.ts';
export * from './payments/index.ts';
export * from './personalisation/index.ts';
export * from './print-files/index.ts';
export * from './reviews/index.ts';
export * from './security/index.ts';
export * from './session/index.ts';
export * from './tickets/index.ts';
export * from './repository-failure.ts';
export * from './change-notices.port.ts';
export * from './change-notices.ts';
