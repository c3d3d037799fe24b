export * from './newsletter-confirmation-mail.ts';
export * from './newsletter-repository.port.ts';
export * from './newsletter-subscription.ts';
export * from './newsletter-tokens.port.ts';
export * from './newsletter.use-cases.ts';
export * from './own-subscription.use-cases.ts';
export * from './shop-newsletter.ts';
