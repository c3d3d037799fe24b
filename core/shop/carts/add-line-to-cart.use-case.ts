import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { parseQuantity, type InvalidQuantity } from '../../domain/pricing/quantity.ts';
import {
  articleNotSold,
  designNotAvailable,
  type ArticleNotSold,
  type CartFull,
  type DesignNotAvailable,
} from './cart-errors.ts';
import { addCartLine } from './cart-lines.ts';
import type { CartView } from './cart-view.ts';
import { loadCartView, type CartDeps, type CartReadError } from './cart-view-loader.ts';
import type { ArticleOffer, CartId, CartLineId, CartOwner, Customisation, DesignOffer } from './cart.ts';

export type AddLineInput = {
  readonly articleId: number;
  readonly designId: string | null;
  readonly customisation: Customisation | null;
  readonly quantity: number;
};

export type AddLineError = InvalidQuantity | ArticleNotSold | DesignNotAvailable | CartFull | CartReadError;

const checkOffered = (
  input: AddLineInput,
  articles: readonly ArticleOffer[],
  designs: readonly DesignOffer[],
): Result<void, ArticleNotSold | DesignNotAvailable> => {
  if (!articles.some((offer) => offer.articleId === input.articleId)) return err(articleNotSold(input.articleId));
  if (input.designId === null) return ok(undefined);
  const design = designs.find((offer) => offer.designId === input.designId);
  return design?.articleIds.includes(input.articleId) ? ok(undefined) : err(designNotAvailable(input.designId));
};

/** Adds an article (with a design or a customisation) sold in the store; the same item again adds up. */
export const addLine =
  (deps: CartDeps) =>
  (owner: CartOwner, input: AddLineInput): ResultAsync<CartView, AddLineError> => {
    const quantity = parseQuantity(input.quantity);
    if (quantity.isErr()) return errAsync(quantity.error);
    const line = { ...input, quantity: quantity.value };
    return ResultAsync.combine([
      deps.catalogue.articles(deps.store, [input.articleId]),
      input.designId === null ? okAsync([]) : deps.catalogue.designs([input.designId], deps.store.locale),
    ] as const)
      .andThen(([articles, designs]) => checkOffered(input, articles, designs))
      .andThen(() =>
        deps.carts.updateOpen(owner, { store: deps.store.slug, newCartId: deps.ids.uuid() as CartId }, (cart) =>
          addCartLine(cart, line, deps.ids.uuid() as CartLineId),
        ),
      )
      .andThen(loadCartView(deps));
  };
