export type { CatalogueGateway, ShopUnavailable } from './catalogue/catalogue-gateway.port.ts';
export * from './catalogue/load-home-page.use-case.ts';
export * from './catalogue/show-more-designs.use-case.ts';
export * from './navigation/open-page.use-case.ts';
export * from './navigation/page-loaders.ts';
export type * from './navigation/page-outcome.ts';
export type { VisitorGateway } from './navigation/visitor-gateway.port.ts';
