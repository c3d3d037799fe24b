import type { FastifyInstance } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { CartLineId, Shopper } from '../../../core/shop/carts/cart.ts';
import type { CartError } from '../../../core/shop/carts/cart-errors.ts';
import type { CartView } from '../../../core/shop/carts/cart-view.ts';
import {
  AddCartLineBody,
  CART_PATHS,
  CartLineParams,
  CartPromotionBody,
  CartViewCodec,
  ChangeCartLineBody,
} from '../../shop-api-contract/carts.codec.ts';
import { ExtSessionCarrier } from '../../shop-api-contract/ext-session.codec.ts';
import type { Idempotency } from '../idempotency.ts';
import { cartErrorAnswer } from './carts-errors.ts';
import {
  answered,
  answeredOnce,
  fromBody,
  fromBoth,
  fromParams,
  fromQuery,
  nothing,
  route,
  type RouteDecoder,
  type RouteHandler,
} from '../route.ts';
import type { ShopperOf } from './shopper.ts';
import type { ShopCarts } from '../../../core/shop/carts/shop-carts.ts';

export type CartRoutesDeps = {
  readonly carts: ShopCarts;
  readonly shopperOf: ShopperOf;
  readonly idempotency: Idempotency;
};

const schema = (summary: string) => ({ schema: { summary, tags: ['carts'] } });

export const cartsRoutes = (deps: CartRoutesDeps) => async (app: FastifyInstance) => {
  const cartRoute = <I>(
    decode: RouteDecoder<I>,
    run: (input: I, shopper: Shopper) => ResultAsync<CartView, CartError>,
    status = 200,
  ) => route({ decode, who: deps.shopperOf, run, errors: cartErrorAnswer, status, answer: CartViewCodec });

  // Cart writes accept an optional Idempotency-Key: the storefront's client retries a failed POST once.
  const write = (handler: RouteHandler) => answeredOnce(deps.idempotency, { scope: 'cart', required: false }, handler);

  app.get(
    CART_PATHS.cart,
    schema("The shopper's cart with today's prices and the core's totals"),
    answered(cartRoute(fromQuery(ExtSessionCarrier), (_, shopper) => deps.carts.viewCart(shopper.owner))),
  );

  app.post(
    CART_PATHS.lines,
    schema('Add an article, with a design or a customisation, to the cart'),
    write(
      cartRoute(
        fromBody(AddCartLineBody),
        (body, shopper) =>
          deps.carts.addLine(shopper.owner, {
            articleId: body.article_id,
            designId: body.design_id ? body.design_id : null,
            customisation: body.customisation ?? null,
            quantity: body.quantity,
          }),
        201,
      ),
    ),
  );

  app.patch(
    CART_PATHS.line,
    schema("Set a cart line's quantity"),
    write(
      cartRoute(fromBoth(fromParams(CartLineParams), fromBody(ChangeCartLineBody)), (input, shopper) =>
        deps.carts.changeQuantity(shopper.owner, input.line_id as CartLineId, input.quantity),
      ),
    ),
  );

  app.delete(
    CART_PATHS.line,
    schema('Remove a line from the cart'),
    write(
      cartRoute(fromParams(CartLineParams), (params, shopper) =>
        deps.carts.removeLine(shopper.owner, params.line_id as CartLineId),
      ),
    ),
  );

  app.put(
    CART_PATHS.promotion,
    schema('Apply a promotion code to the cart'),
    write(
      cartRoute(fromBody(CartPromotionBody), (body, shopper) => deps.carts.applyPromotion(shopper.owner, body.code)),
    ),
  );

  app.delete(
    CART_PATHS.promotion,
    schema('Remove the promotion code from the cart'),
    write(cartRoute(nothing, (_, shopper) => deps.carts.removePromotion(shopper.owner))),
  );
};
