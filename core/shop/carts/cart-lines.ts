import { err, ok, type Result } from 'neverthrow';
import { MAX_QUANTITY, type Quantity } from '../../domain/pricing/quantity.ts';
import { MAX_CART_LINES, type Cart, type CartLine, type CartLineId, type Customisation } from './cart.ts';
import { cartFull, cartLineNotFound, type CartFull, type CartLineNotFound } from './cart-errors.ts';

export type NewCartLine = Omit<CartLine, 'id'>;

/** Object keys sorted, so two customisations sent with their keys in another order still count as one. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

const sameItem = (a: NewCartLine, b: NewCartLine): boolean =>
  a.articleId === b.articleId && a.designId === b.designId && canonical(a.customisation) === canonical(b.customisation);

const capped = (a: Quantity, b: Quantity): Quantity => Math.min(a + b, MAX_QUANTITY) as Quantity;

/** The same item added again adds to its line, up to MAX_QUANTITY; anything else is a new line at the end. */
export const addCartLine = (cart: Cart, line: NewCartLine, id: CartLineId): Result<Cart, CartFull> => {
  const same = cart.lines.find((existing) => sameItem(existing, line));
  if (same !== undefined) {
    const lines = cart.lines.map((l) => (l === same ? { ...l, quantity: capped(l.quantity, line.quantity) } : l));
    return ok({ ...cart, lines });
  }
  if (cart.lines.length >= MAX_CART_LINES) return err(cartFull(MAX_CART_LINES));
  const { articleId, designId, customisation, quantity } = line;
  return ok({ ...cart, lines: [...cart.lines, { id, articleId, designId, customisation, quantity }] });
};

export const changeCartLineQuantity = (
  cart: Cart,
  lineId: CartLineId,
  quantity: Quantity,
): Result<Cart, CartLineNotFound> =>
  cart.lines.some((line) => line.id === lineId)
    ? ok({ ...cart, lines: cart.lines.map((line) => (line.id === lineId ? { ...line, quantity } : line)) })
    : err(cartLineNotFound(lineId));

/** A line's customisation replaced in place, its quantity and position kept: the same line, changed. */
export const replaceCartLineCustomisation = (
  cart: Cart,
  lineId: CartLineId,
  customisation: Customisation,
): Result<Cart, CartLineNotFound> =>
  cart.lines.some((line) => line.id === lineId)
    ? ok({ ...cart, lines: cart.lines.map((line) => (line.id === lineId ? { ...line, customisation } : line)) })
    : err(cartLineNotFound(lineId));

export const removeCartLine = (cart: Cart, lineId: CartLineId): Result<Cart, CartLineNotFound> =>
  cart.lines.some((line) => line.id === lineId)
    ? ok({ ...cart, lines: cart.lines.filter((line) => line.id !== lineId) })
    : err(cartLineNotFound(lineId));

/**
 * A guest cart poured into the customer's: same items add up (capped at MAX_QUANTITY), others are
 * appended while there is room; the customer's own promotion code wins over the guest's.
 */
export const mergeCarts = (into: Cart, guest: Cart, newLineId: () => CartLineId): Cart =>
  guest.lines.reduce<Cart>((cart, line) => addCartLine(cart, line, newLineId()).unwrapOr(cart), {
    ...into,
    promotionCode: into.promotionCode ?? guest.promotionCode,
  });
