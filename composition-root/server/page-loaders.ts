import type { Container } from 'inversify';
import type { FastifyRequest } from 'fastify';
import { loadHomePage } from '../../core/storefront/catalogue/load-home-page.use-case.ts';
import type { PageLoaders } from '../../core/storefront/navigation/page-loaders.ts';
import { TOKENS } from '../tokens.ts';
import type { RequestScope } from './request-scope.ts';

/** How the server loads each page's data for one request, in-process: one line per route. */
export const serverPageLoaders = (
  container: Container,
  _scope: RequestScope,
  _request: FastifyRequest,
): PageLoaders => {
  const catalogue = container.get(TOKENS.catalogueGateway);
  return {
    home: () => loadHomePage(catalogue)(),
  };
};
