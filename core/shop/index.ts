export type { DesignRepository, RepositoryFailure } from './catalogue/design-repository.port.ts';
export * from './catalogue/list-collection-designs.use-case.ts';
export * from './catalogue/list-home-blocks.use-case.ts';
