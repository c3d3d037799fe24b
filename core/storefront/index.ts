export type { CatalogueGateway, ShopUnavailable } from './catalogue/catalogue-gateway.port.ts';
export * from './catalogue/load-home-page.use-case.ts';
export * from './catalogue/show-more-designs.use-case.ts';
