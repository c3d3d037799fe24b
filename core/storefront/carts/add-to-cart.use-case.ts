import { errAsync, type ResultAsync } from 'neverthrow';
import { parseQuantity } from '../../domain/pricing/quantity.ts';
import { announced, type CartChangeNotices } from './cart-change-notices.port.ts';
import type { CartChangeError, CartGateway } from './cart-gateway.port.ts';
import type { ShownCart } from './shown-cart.ts';

export type AddToCartRequest = {
  readonly articleId: number;
  readonly designId: string | null;
  readonly quantity: number;
};

/** One key per click: the client's retry of the same request cannot add the line twice. Other tabs are told. */
export const addToCart =
  (carts: CartGateway, newIdempotencyKey: () => string, notices: CartChangeNotices) =>
  (request: AddToCartRequest): ResultAsync<ShownCart, CartChangeError> =>
    parseQuantity(request.quantity).match(
      (quantity) => announced(notices, carts.addLine({ ...request, quantity }, newIdempotencyKey())),
      (error) =>
        errAsync({ type: 'CartChangeRejected' as const, fields: [{ field: 'quantity', problem: error.type }] }),
    );
