import type { Container } from 'inversify';
import { loadHomePage } from '../core/storefront/catalogue/load-home-page.use-case.ts';
import { showMoreDesigns } from '../core/storefront/catalogue/show-more-designs.use-case.ts';
import type { StorefrontUseCases } from '../ui/app/use-cases.tsx';
import { TOKENS } from './tokens.ts';

/** Binds the storefront's use cases over whichever gateways the container holds (in-process or HTTP). */
export const bindStorefrontUseCases = (container: Container) => {
  container
    .bind(TOKENS.storefrontUseCases)
    .toResolvedValue(
      (catalogue): StorefrontUseCases => ({
        loadHomePage: loadHomePage(catalogue),
        showMoreDesigns: showMoreDesigns(catalogue),
      }),
      [TOKENS.catalogueGateway],
    )
    .inSingletonScope();
};
