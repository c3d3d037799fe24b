import type { addLineToCart } from './add-line-to-cart.use-case.ts';
import type { changeCartLine, removeLineFromCart } from './change-cart-line.use-case.ts';
import type { applyCartPromotion, removeCartPromotion } from './cart-promotion.use-case.ts';
import type { viewCart } from './view-cart.use-case.ts';

/** The cart's use cases, bound to their ports. */
export type ShopCarts = {
  readonly viewCart: ReturnType<typeof viewCart>;
  readonly addLineToCart: ReturnType<typeof addLineToCart>;
  readonly changeCartLine: ReturnType<typeof changeCartLine>;
  readonly removeLineFromCart: ReturnType<typeof removeLineFromCart>;
  readonly applyCartPromotion: ReturnType<typeof applyCartPromotion>;
  readonly removeCartPromotion: ReturnType<typeof removeCartPromotion>;
};
