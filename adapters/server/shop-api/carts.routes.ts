import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, type Result, type ResultAsync } from 'neverthrow';
import type { CartLineId } from '../../../core/shop/carts/cart.ts';
import type { addLineToCart } from '../../../core/shop/carts/add-line-to-cart.use-case.ts';
import type { changeCartLine, removeLineFromCart } from '../../../core/shop/carts/change-cart-line.use-case.ts';
import type { applyCartPromotion, removeCartPromotion } from '../../../core/shop/carts/cart-promotion.use-case.ts';
import type { CartView } from '../../../core/shop/carts/cart-view.ts';
import type { viewCart } from '../../../core/shop/carts/view-cart.use-case.ts';
import {
  AddCartLineBody,
  CART_PATHS,
  CartLineParams,
  CartPromotionBody,
  ChangeCartLineBody,
} from '../../shop-api-contract/carts.codec.ts';
import { decodeWith, type DecodeFailure } from '../../shop-api-contract/decode-with.ts';
import { ExtSessionCarrier } from '../../shop-api-contract/ext-session.codec.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { dataAnswer, errorAnswer, sendAnswer, type HttpAnswer } from '../http-answer.ts';
import type { Idempotency } from '../idempotency.ts';
import { cartErrorAnswer, type CartError } from './carts-errors.ts';
import type { ShopperOf } from './shopper.ts';

/** The cart's use cases, bound to their ports. */
export type ShopCarts = {
  readonly viewCart: ReturnType<typeof viewCart>;
  readonly addLineToCart: ReturnType<typeof addLineToCart>;
  readonly changeCartLine: ReturnType<typeof changeCartLine>;
  readonly removeLineFromCart: ReturnType<typeof removeLineFromCart>;
  readonly applyCartPromotion: ReturnType<typeof applyCartPromotion>;
  readonly removeCartPromotion: ReturnType<typeof removeCartPromotion>;
};

export type CartRoutesDeps = {
  readonly carts: ShopCarts;
  readonly shopperOf: ShopperOf;
  readonly idempotency: Idempotency;
};

const schema = (summary: string) => ({ schema: { summary, tags: ['carts'] } });

const badRequest = (failure: DecodeFailure) => errorAnswer(400, ERROR_CODES.badRequest, failure.errors.join('; '));

export const cartsRoutes = (deps: CartRoutesDeps) => async (app: FastifyInstance) => {
  /** Decodes, runs, maps: every cart answer goes through here. */
  const answer = async <A>(
    request: FastifyRequest,
    decoded: Result<A, DecodeFailure>,
    run: (input: A) => ResultAsync<CartView, CartError>,
    status = 200,
  ): Promise<HttpAnswer> => {
    if (decoded.isErr()) return badRequest(decoded.error);
    const result = await run(decoded.value);
    return result.match(
      (view) => dataAnswer(view, status),
      (error) => cartErrorAnswer(request, error),
    );
  };

  // Cart writes accept an optional Idempotency-Key: the storefront's client retries a failed POST once.
  const write = (request: FastifyRequest, reply: FastifyReply, handle: () => Promise<HttpAnswer>) =>
    deps.idempotency.route(request, reply, { scope: 'cart', required: false }, handle);

  app.get(
    CART_PATHS.cart,
    schema("The shopper's cart with today's prices and the core's totals"),
    async (request, reply) => {
      const shopper = await deps.shopperOf(request);
      return sendAnswer(
        reply,
        await answer(request, decodeWith(ExtSessionCarrier)(request.query), () => deps.carts.viewCart(shopper.owner)),
      );
    },
  );

  app.post(
    CART_PATHS.lines,
    schema('Add an article, with a design or a customisation, to the cart'),
    (request, reply) =>
      write(request, reply, async () => {
        const shopper = await deps.shopperOf(request);
        return answer(
          request,
          decodeWith(AddCartLineBody)(request.body),
          (body) =>
            deps.carts.addLineToCart(shopper.owner, {
              articleId: body.article_id,
              designId: body.design_id ? body.design_id : null,
              customisation: body.customisation ?? null,
              quantity: body.quantity,
            }),
          201,
        );
      }),
  );

  app.patch(CART_PATHS.line, schema("Set a cart line's quantity"), (request, reply) =>
    write(request, reply, async () => {
      const shopper = await deps.shopperOf(request);
      const decoded = decodeWith(CartLineParams)(request.params).andThen((params) =>
        decodeWith(ChangeCartLineBody)(request.body).map((body) => ({ ...params, ...body })),
      );
      return answer(request, decoded, (input) =>
        deps.carts.changeCartLine(shopper.owner, input.line_id as CartLineId, input.quantity),
      );
    }),
  );

  app.delete(CART_PATHS.line, schema('Remove a line from the cart'), (request, reply) =>
    write(request, reply, async () => {
      const shopper = await deps.shopperOf(request);
      return answer(request, decodeWith(CartLineParams)(request.params), (params) =>
        deps.carts.removeLineFromCart(shopper.owner, params.line_id as CartLineId),
      );
    }),
  );

  app.put(CART_PATHS.promotion, schema('Apply a promotion code to the cart'), (request, reply) =>
    write(request, reply, async () => {
      const shopper = await deps.shopperOf(request);
      return answer(request, decodeWith(CartPromotionBody)(request.body), (body) =>
        deps.carts.applyCartPromotion(shopper.owner, body.code),
      );
    }),
  );

  app.delete(CART_PATHS.promotion, schema('Remove the promotion code from the cart'), (request, reply) =>
    write(request, reply, async () => {
      const shopper = await deps.shopperOf(request);
      return answer(request, ok(undefined), () => deps.carts.removeCartPromotion(shopper.owner));
    }),
  );
};
