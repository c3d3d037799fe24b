import { errAsync, type ResultAsync } from 'neverthrow';
import { parseQuantity } from '../../domain/pricing/quantity.ts';
import type { CatalogueGateway } from '../catalogue/catalogue-gateway.port.ts';
import { announced, type CartChangeNotices } from './cart-change-notices.port.ts';
import type { CartChangeError, CartChangeRejected, CartGateway } from './cart-gateway.port.ts';
import { followCartChanges } from './follow-cart.use-case.ts';
import { loadCartPage } from './load-cart-page.use-case.ts';
import type { ShownCart } from './shown-cart.ts';

const rejected = (field: string, problem: string): CartChangeRejected => ({
  type: 'CartChangeRejected',
  fields: [{ field, problem }],
});

/** A quantity the core refuses never reaches the shop: the shopper sees the same error at once. */
const changeCartLineQuantity =
  (carts: CartGateway) =>
  (lineId: string, quantity: number): ResultAsync<ShownCart, CartChangeError> =>
    parseQuantity(quantity).match(
      (valid) => carts.changeQuantity(lineId, valid),
      (error) => errAsync(rejected('quantity', error.type)),
    );

const removeCartLine =
  (carts: CartGateway) =>
  (lineId: string): ResultAsync<ShownCart, CartChangeError> =>
    carts.removeLine(lineId);

/** Codes are typed by hand: surrounding spaces are dropped, an empty code is refused without a call. */
const applyPromotionCode =
  (carts: CartGateway) =>
  (code: string): ResultAsync<ShownCart, CartChangeError> => {
    const trimmed = code.trim();
    return trimmed === '' ? errAsync(rejected('code', 'PromotionCodeMissing')) : carts.applyPromotion(trimmed);
  };

const removePromotionCode = (carts: CartGateway) => (): ResultAsync<ShownCart, CartChangeError> =>
  carts.removePromotion();

/** What the cart page may do, bound to one gateway; every change made is told to the visitor's other tabs. */
export const cartUseCases = (
  carts: CartGateway,
  notices: CartChangeNotices,
  catalogue: Pick<CatalogueGateway, 'design'>,
) => ({
  changeQuantity: (lineId: string, quantity: number) =>
    announced(notices, changeCartLineQuantity(carts)(lineId, quantity)),
  removeLine: (lineId: string) => announced(notices, removeCartLine(carts)(lineId)),
  applyPromotion: (code: string) => announced(notices, applyPromotionCode(carts)(code)),
  removePromotion: () => announced(notices, removePromotionCode(carts)()),
  /** The cart as the shop holds it now (the header's item count). */
  view: () => carts.viewCart(),
  /** The cart with its lines' pictures (the mini-cart drawer). */
  load: loadCartPage(carts, catalogue),
  /** Follows the changes other tabs make; returns the unsubscribe. */
  followChanges: followCartChanges(loadCartPage(carts, catalogue), notices),
});

export type CartUseCases = ReturnType<typeof cartUseCases>;
