export * from './locale.ts';
export * from './country.ts';
export * from './brand.ts';
export * from './stores.ts';
export * from './site-config.ts';
export * from './country-sites.ts';
export * from './breakpoints.ts';
