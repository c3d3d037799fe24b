import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Result, ResultAsync } from 'neverthrow';
import type { orderSummary } from '../../../core/shop/orders/order-summary.use-case.ts';
import type { placeOrder } from '../../../core/shop/orders/place-order.use-case.ts';
import type { submitRefundData } from '../../../core/shop/orders/submit-refund-data.use-case.ts';
import type { trackOrder } from '../../../core/shop/orders/track-order.use-case.ts';
import { decodeWith, type DecodeFailure } from '../../shop-api-contract/decode-with.ts';
import {
  ORDER_PATHS,
  OrderParams,
  PlaceOrderBody,
  RefundActionParams,
  RefundDataBody,
  TrackingQuery,
} from '../../shop-api-contract/orders.codec.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { dataAnswer, errorAnswer, sendAnswer, type HttpAnswer } from '../http-answer.ts';
import { storedAnswerOf, type Idempotency } from '../idempotency.ts';
import { orderErrorAnswer, type OrderError } from './orders-errors.ts';
import type { ShopperOf } from './shopper.ts';

/** The orders' use cases, bound to their ports. */
export type ShopOrders = {
  readonly placeOrder: ReturnType<typeof placeOrder>;
  readonly orderSummary: ReturnType<typeof orderSummary>;
  readonly trackOrder: ReturnType<typeof trackOrder>;
  readonly submitRefundData: ReturnType<typeof submitRefundData>;
};

export type OrderRoutesDeps = {
  readonly orders: ShopOrders;
  readonly shopperOf: ShopperOf;
  readonly idempotency: Idempotency;
  /** Counts tracking look-ups per caller, so postal codes cannot be tried by the thousand. */
  readonly trackingRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

const schema = (summary: string, tag: string) => ({ schema: { summary, tags: [tag] } });

export const ordersRoutes = (deps: OrderRoutesDeps) => async (app: FastifyInstance) => {
  const answer = async <A, T>(
    request: FastifyRequest,
    decoded: Result<A, DecodeFailure>,
    run: (input: A) => ResultAsync<T, OrderError>,
    status = 200,
  ): Promise<HttpAnswer> => {
    if (decoded.isErr()) return errorAnswer(400, ERROR_CODES.badRequest, decoded.error.errors.join('; '));
    const result = await run(decoded.value);
    return result.match(
      (data) => dataAnswer(data, status),
      (error) => orderErrorAnswer(request, error),
    );
  };

  const { orders } = deps;

  app.post(
    ORDER_PATHS.orders,
    schema("Place the cart's order (Idempotency-Key header required): one transaction, then payment", 'orders'),
    (request, reply) =>
      deps.idempotency.route(request, reply, { scope: 'orders', required: true }, async (claimed) => {
        const shopper = await deps.shopperOf(request);
        return answer(
          request,
          decodeWith(PlaceOrderBody)(request.body),
          (body) =>
            orders.placeOrder({
              shopper,
              payment: { method: body.payment_method, termsAccepted: body.terms_accepted },
              expectedTotal: body.expected_total,
              // The key's answer commits with the order, so a retry after a crash replays it.
              ...(claimed
                ? { receipt: { ...claimed, answerOf: (placed) => storedAnswerOf(dataAnswer(placed, 201)) } }
                : {}),
            }),
          201,
        );
      }),
  );

  app.get(
    ORDER_PATHS.summary,
    schema('The order-completed summary, for the session or customer that placed the order', 'orders'),
    async (request, reply) => {
      const shopper = await deps.shopperOf(request);
      return sendAnswer(
        reply,
        await answer(request, decodeWith(OrderParams)(request.params), (params) =>
          orders.orderSummary(shopper.owner, params.public_id),
        ),
      );
    },
  );

  app.get(
    ORDER_PATHS.tracking,
    {
      ...schema('Public tracking by order number, shipment postal code and country', 'tracking'),
      preHandler: deps.trackingRateLimit,
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await answer(request, decodeWith(TrackingQuery)(request.query), (query) =>
          orders.trackOrder({
            publicId: query.public_id,
            postalCode: query.shipment_postal_code,
            country: query.shipment_country,
          }),
        ),
      ),
  );

  app.post(
    ORDER_PATHS.refundAction,
    {
      ...schema('PROVIDE_DATA_TO_REFUND: the IBAN and account holder for a refund (IBAN answered masked)', 'tracking'),
      preHandler: deps.trackingRateLimit,
    },
    (request, reply) =>
      deps.idempotency.route(request, reply, { scope: 'refund-data', required: false }, () => {
        const decoded = decodeWith(RefundActionParams)(request.params).andThen((params) =>
          decodeWith(RefundDataBody)(request.body).map((body) => ({ ...params, ...body })),
        );
        return answer(request, decoded, (input) =>
          orders.submitRefundData(
            { publicId: input.public_id, postalCode: input.shipment_postal_code, country: input.shipment_country },
            input.action_public_id,
            { iban: input.iban, accountHolder: input.account_holder },
          ),
        );
      }),
  );
};
