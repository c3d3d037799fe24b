import type { ResultAsync } from 'neverthrow';
import { useEffect, useRef, useState } from 'react';
import type { CartChangeError } from '../../../core/storefront/carts/cart-gateway.port.ts';
import type { CartPageData } from '../../../core/storefront/carts/load-cart-page.use-case.ts';
import type { ShownCart } from '../../../core/storefront/carts/shown-cart.ts';
import { useUseCases } from '../../app/use-cases.tsx';

/** Where a refused change is shown: next to a line's quantity, under the promotion form, or for the whole cart. */
export type CartProblem =
  | { readonly at: 'line'; readonly lineId: string; readonly problem: string }
  | { readonly at: 'promotion'; readonly problem: string }
  | { readonly at: 'cart' };

const problemOf = (error: CartChangeError, lineId: string | null): CartProblem => {
  if (error.type !== 'CartChangeRejected') return { at: 'cart' };
  const code = error.fields.find((field) => field.field === 'code');
  if (code) return { at: 'promotion', problem: code.problem };
  const quantity = error.fields.find((field) => field.field === 'quantity');
  return quantity && lineId !== null ? { at: 'line', lineId, problem: quantity.problem } : { at: 'cart' };
};

/**
 * The cart as the shop last answered, the one change under way, and the cart read again when another tab
 * changed it: the page shows no total the core did not compute. The answer to the latest request wins.
 */
export const useCart = (initial: CartPageData) => {
  const { cart: actions } = useUseCases();
  const [page, setPage] = useState(initial);
  const [pending, setPending] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [problem, setProblem] = useState<CartProblem | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    let asked = 0;
    return actions.followChanges({
      stale: () => {
        asked = latest.current += 1;
        setRefreshing(true);
      },
      updated: (next) => {
        if (asked === latest.current) setPage(next);
        setRefreshing(false);
      },
      failed: () => setRefreshing(false),
    });
  }, [actions]);

  const run = (change: ResultAsync<ShownCart, CartChangeError>, lineId: string | null = null) => {
    const asked = (latest.current += 1);
    setPending(true);
    void change
      .match(
        (next) => {
          if (asked === latest.current) setPage((shown) => ({ ...shown, cart: next }));
          setProblem(null);
        },
        (error) => setProblem(problemOf(error, lineId)),
      )
      .then(() => setPending(false));
  };

  return {
    cart: page.cart,
    pictures: page.pictures,
    pending,
    refreshing,
    problem,
    changeQuantity: (lineId: string, quantity: number) => run(actions.changeQuantity(lineId, quantity), lineId),
    removeLine: (lineId: string) => run(actions.removeLine(lineId), lineId),
    applyPromotion: (code: string) => run(actions.applyPromotion(code)),
    removePromotion: () => run(actions.removePromotion()),
  };
};
