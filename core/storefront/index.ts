/**
 * @estampa/core/storefront: the storefront application any frontend drives, framework-free. Its ports are what a
 * frontend implements (HTTP gateways in a browser, in-process ones on a server); `storefrontUseCasesOf` builds the one
 * object of use cases a page may call, and `pageLoadersOf` says where each page's data comes from.
 */
export * from './accounts/index.ts';
export * from './auth/index.ts';
export * from './back-office/index.ts';
export * from './carts/index.ts';
export * from './catalogue/index.ts';
export * from './checkout/index.ts';
export * from './community/index.ts';
export * from './help-center/index.ts';
export * from './marketing/index.ts';
export * from './media/index.ts';
export * from './navigation/index.ts';
export * from './orders/index.ts';
export * from './personalisation/index.ts';
export * from './platform/index.ts';
export * from './seo/index.ts';
export * from './session/index.ts';
export * from './site/index.ts';
export * from './server-render-use-cases.ts';
export * from './shop-unavailable.ts';
export * from './storefront-use-cases.ts';
