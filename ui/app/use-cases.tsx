import { createContext, useContext, type ReactNode } from 'react';
import type { StorefrontUseCases } from '../../core/storefront/storefront-use-cases.ts';

/** The storefront's use cases as the browser runs them: files are Blobs. */
export type UiUseCases = StorefrontUseCases<Blob>;

const UseCasesContext = createContext<UiUseCases | null>(null);

/** Hands the storefront's use cases, built by the composition root, to every component below. */
export const UseCasesProvider = ({ useCases, children }: { useCases: UiUseCases; children: ReactNode }) => (
  <UseCasesContext.Provider value={useCases}>{children}</UseCasesContext.Provider>
);

export const useUseCases = (): UiUseCases => {
  const useCases = useContext(UseCasesContext);
  if (!useCases) throw new Error('useUseCases needs a UseCasesProvider above it');
  return useCases;
};
