import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { ShownCart } from '../../core/storefront/carts/shown-cart.ts';
import { UseCasesProvider, useUseCases, type UiUseCases } from './use-cases.tsx';

/** How many items the cart holds as last seen; null while unknown (outside the shell, or the cart unreadable). */
const CartCountContext = createContext<number | null>(null);

export const useCartCount = (): number | null => useContext(CartCountContext);

/**
 * Keeps the header's count up to date without asking the shop more than needed: the server counted the first
 * page's cart, each change made in this tab answers with the cart, other tabs' changes arrive as notices, and each
 * later page reads it again (an order placed empties it).
 */
export const CartSummaryProvider = ({
  pageKey,
  initialCount,
  children,
}: {
  pageKey: string;
  initialCount: number | null;
  children: ReactNode;
}) => {
  const useCases = useUseCases();
  const [count, setCount] = useState(initialCount);
  const firstPage = useRef(pageKey);

  useEffect(() => {
    if (pageKey === firstPage.current) return;
    let active = true;
    void useCases.cart.view().map((cart) => {
      if (active) setCount(cart.itemCount);
    });
    return () => {
      active = false;
    };
  }, [useCases, pageKey]);

  useEffect(
    () =>
      useCases.cart.followChanges({
        stale: () => undefined,
        updated: (page) => setCount(page.cart.itemCount),
        failed: () => undefined,
      }),
    [useCases],
  );

  const counted = useMemo<UiUseCases>(() => {
    const seen = <E,>(change: ResultAsync<ShownCart, E>) =>
      change.map((cart) => {
        setCount(cart.itemCount);
        return cart;
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
    <CartCountContext.Provider value={count}>
      <UseCasesProvider useCases={counted}>{children}</UseCasesProvider>
    </CartCountContext.Provider>
  );
};
