export * from './breadcrumb-json-ld.ts';
export * from './canonical-path.ts';
export * from './error-title.ts';
export * from './page-head.ts';
export * from './product-json-ld.ts';
export * from './review-json-ld.ts';
export * from './sitemap-source.port.ts';
export * from './sitemap.ts';
