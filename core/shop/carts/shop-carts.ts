import type { addLine } from './add-line-to-cart.use-case.ts';
import type { changeQuantity, findLine, removeLine, replaceCustomisation } from './change-cart-line.use-case.ts';
import type { applyPromotion, removePromotion } from './cart-promotion.use-case.ts';
import type { viewCart } from './view-cart.use-case.ts';

/** The cart's use cases, bound to their ports. */
export type ShopCarts = {
  readonly viewCart: ReturnType<typeof viewCart>;
  readonly addLine: ReturnType<typeof addLine>;
  readonly changeQuantity: ReturnType<typeof changeQuantity>;
  readonly removeLine: ReturnType<typeof removeLine>;
  readonly findLine: ReturnType<typeof findLine>;
  readonly replaceCustomisation: ReturnType<typeof replaceCustomisation>;
  readonly applyPromotion: ReturnType<typeof applyPromotion>;
  readonly removePromotion: ReturnType<typeof removePromotion>;
};
