import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { ShownCart } from '../../core/storefront/carts/shown-cart.ts';
import { UseCasesProvider, useUseCases, type StorefrontUseCases } from './use-cases.tsx';

/** The cart as last seen by this tab: null until the browser has read it (the server never does). */
const CartSummaryContext = createContext<ShownCart | null>(null);

/** The cart the header counts; null while unknown (server HTML, before the first read, outside the shell). */
export const useCartSummary = (): ShownCart | null => useContext(CartSummaryContext);

/**
 * Keeps the header's cart up to date without asking the shop again: each change made in this tab already answers
 * with the cart, other tabs' changes arrive as notices, and a page opened reads it once more (an order placed).
 */
export const CartSummaryProvider = ({ pageKey, children }: { pageKey: string; children: ReactNode }) => {
  const useCases = useUseCases();
  const [cart, setCart] = useState<ShownCart | null>(null);

  useEffect(() => {
    let active = true;
    void useCases.cart.view().map((next) => {
      if (active) setCart(next);
    });
    return () => {
      active = false;
    };
  }, [useCases, pageKey]);

  useEffect(
    () =>
      useCases.cart.followChanges({
        stale: () => undefined,
        updated: (page) => setCart(page.cart),
        failed: () => undefined,
      }),
    [useCases],
  );

  const counted = useMemo<StorefrontUseCases>(() => {
    const seen = <E,>(change: ResultAsync<ShownCart, E>) =>
      change.map((next) => {
        setCart(next);
        return next;
      });
    const { cart: actions } = useCases;
    return {
      ...useCases,
      addToCart: (request) => seen(useCases.addToCart(request)),
      cart: {
        ...actions,
        changeQuantity: (lineId, quantity) => seen(actions.changeQuantity(lineId, quantity)),
        removeLine: (lineId) => seen(actions.removeLine(lineId)),
        applyPromotion: (code) => seen(actions.applyPromotion(code)),
        removePromotion: () => seen(actions.removePromotion()),
      },
    };
  }, [useCases]);

  return (
    <CartSummaryContext.Provider value={cart}>
      <UseCasesProvider useCases={counted}>{children}</UseCasesProvider>
    </CartSummaryContext.Provider>
  );
};
