import { errAsync, okAsync, type ResultAsync } from 'neverthrow';

import { announced, type CartChangeNotices } from '../carts/cart-change-notices.port.ts';
import type { CartGateway } from '../carts/cart-gateway.port.ts';
import type { ShownCart } from '../carts/shown-cart.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { AccountOrderLine } from '../../domain/customers/account-history.ts';

/** A line whose price today is not the one paid: both amounts in minor units of the cart's currency. */
export type RepricedLine = { readonly name: string; readonly before: number; readonly now: number };

/** What a reorder did: how many lines went into the cart, which cost something else today, which are gone. */
export type ReorderOutcome = {
  readonly added: number;
  readonly repriced: readonly RepricedLine[];
  readonly gone: readonly string[];
  readonly cart: ShownCart | null;
};

type Step = { readonly outcome: ReorderOutcome };

/** Today's unit price of the cart's line for this article and design, if the cart has it. */
const priceToday = (cart: ShownCart, line: AccountOrderLine): number | null => {
  const found = cart.lines.find(
    (candidate) => candidate.articleId === line.articleId && candidate.designId === line.designId,
  );
  return found?.available === true ? found.unitPrice.amount : null;
};

/**
 * Puts an order's lines into the cart again, one after the other, at today's prices: a line the shop refuses
 * (the article or the design is no longer sold) is named as gone, a line whose price moved is named with both
 * prices. One key per line and click, so a retried request adds nothing twice.
 */
export const reorder =
  (carts: CartGateway, newIdempotencyKey: () => string, notices: CartChangeNotices) =>
  (lines: readonly AccountOrderLine[]): ResultAsync<ReorderOutcome, ShopUnavailable> =>
    announced(notices, addEach(carts, newIdempotencyKey, lines));

const addEach = (carts: CartGateway, newIdempotencyKey: () => string, lines: readonly AccountOrderLine[]) =>
  lines
    .reduce<ResultAsync<Step, ShopUnavailable>>(
      (previous, line) =>
        previous.andThen(({ outcome }) =>
          carts
            .addLine(
              { articleId: line.articleId, designId: line.designId, quantity: line.quantity },
              newIdempotencyKey(),
            )
            .map((cart): Step => {
              const now = priceToday(cart, line);
              if (now === null) return { outcome: { ...outcome, gone: [...outcome.gone, line.name], cart } };
              const moved = now !== line.unitPrice.amount;
              return {
                outcome: {
                  ...outcome,
                  added: outcome.added + 1,
                  repriced: moved
                    ? [...outcome.repriced, { name: line.name, before: line.unitPrice.amount, now }]
                    : outcome.repriced,
                  cart,
                },
              };
            })
            .orElse((error) =>
              error.type === 'CartChangeRejected'
                ? okAsync<Step, ShopUnavailable>({ outcome: { ...outcome, gone: [...outcome.gone, line.name] } })
                : errAsync(error),
            ),
        ),
      okAsync({ outcome: { added: 0, repriced: [], gone: [], cart: null } }),
    )
    .map(({ outcome }) => outcome);
