import { createContext, useContext, type ReactNode } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { HomeBlock } from '../../core/domain/catalogue/design.ts';
import type { ShopUnavailable } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import type { PageOutcome } from '../../core/storefront/navigation/page-outcome.ts';

/** Everything the UI may ask of the storefront, resolved by the composition root. */
export type StorefrontUseCases = {
  /** Opens a page: route match, guards and data; `search` is the URL's query part ('' or '?…'). */
  readonly openPage: (path: string, search: string) => ResultAsync<PageOutcome, ShopUnavailable>;
  /** Reports an error the shopper saw to the server log, at level ERROR. */
  readonly logError: (message: string) => ResultAsync<void, never>;
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
