import { createContext, useContext, type ReactNode } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { HomeBlock } from '../../core/domain/catalogue/design.ts';
import type { ShopUnavailable } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import type { HomePage } from '../../core/storefront/catalogue/load-home-page.use-case.ts';

/** Everything the UI may ask of the storefront, resolved by the composition root. */
export type StorefrontUseCases = {
  readonly loadHomePage: () => ResultAsync<HomePage, ShopUnavailable>;
  readonly showMoreDesigns: (block: HomeBlock) => ResultAsync<HomeBlock, ShopUnavailable>;
};

const UseCasesContext = createContext<StorefrontUseCases | null>(null);

export const UseCasesProvider = ({ useCases, children }: { useCases: StorefrontUseCases; children: ReactNode }) => (
  <UseCasesContext.Provider value={useCases}>{children}</UseCasesContext.Provider>
);

export const useUseCases = (): StorefrontUseCases => {
  const useCases = useContext(UseCasesContext);
  if (!useCases) throw new Error('useUseCases needs a UseCasesProvider above it');
  return useCases;
};
