import type { Container } from 'inversify';
import { showMoreDesigns } from '../core/storefront/catalogue/show-more-designs.use-case.ts';
import type { StorefrontUseCases } from '../ui/app/use-cases.tsx';
import { TOKENS } from './tokens.ts';

/** The UI's use cases over whichever adapters the container holds: in-process on the server, HTTP in the browser. */
export const bindStorefrontUseCases = (container: Container) => {
  container
    .bind(TOKENS.storefrontUseCases)
    .toResolvedValue(
      (catalogue, openPage, logError): StorefrontUseCases => ({
        openPage,
        logError,
        showMoreDesigns: showMoreDesigns(catalogue),
      }),
      [TOKENS.catalogueGateway, TOKENS.openPage, TOKENS.logError],
    )
    .inSingletonScope();
};
