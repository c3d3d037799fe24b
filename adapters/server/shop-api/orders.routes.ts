import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ORDER_PATHS,
  OrderSummaryCodec,
  OrderTrackingCodec,
  PlacedOrderCodec,
  RefundDataAcceptedCodec,
  OrderParams,
  PlaceOrderBody,
  RefundActionParams,
  RefundDataBody,
  TrackingQuery,
} from '../../shop-api-contract/orders.codec.ts';
import { dataAnswer } from '../http-answer.ts';
import { storedAnswerOf, type Idempotency } from '../idempotency.ts';
import { orderErrorAnswer } from './orders-errors.ts';
import { answered, answeredOnce, fromBody, fromBoth, fromParams, fromQuery, route } from '../route.ts';
import type { ShopperOf } from './shopper.ts';
import type { ShopOrders } from '../../../core/shop/orders/shop-orders.ts';
import { AFFILIATE_COOKIE_NAME } from '../../../core/domain/marketing/affiliate-hit.ts';

export type OrderRoutesDeps = {
  readonly orders: ShopOrders;
  readonly shopperOf: ShopperOf;
  readonly idempotency: Idempotency;
  /** Counts tracking look-ups per caller, so postal codes cannot be tried by the thousand. */
  readonly trackingRateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

const schema = (summary: string, tag: string) => ({ schema: { summary, tags: [tag] } });

export const ordersRoutes = (deps: OrderRoutesDeps) => async (app: FastifyInstance) => {
  const { orders } = deps;
  const errors = orderErrorAnswer;

  app.post(
    ORDER_PATHS.orders,
    schema("Place the cart's order (Idempotency-Key header required): one transaction, then payment", 'orders'),
    answeredOnce(
      deps.idempotency,
      { scope: 'orders', required: true },
      route({
        decode: fromBody(PlaceOrderBody),
        who: async (request) => ({
          shopper: await deps.shopperOf(request),
          // The affiliate cookie of spec 9: the core credits the order only against a hit it recorded itself.
          affiliate: request.cookies[AFFILIATE_COOKIE_NAME],
        }),
        run: (body, { shopper, affiliate }, claimed) =>
          orders.placeOrder({
            shopper,
            affiliate,
            payment: { method: body.payment_method, termsAccepted: body.terms_accepted },
            expectedTotal: body.expected_total,
            // The key's answer commits with the order, so a retry after a crash replays it.
            ...(claimed
              ? {
                  receipt: {
                    ...claimed,
                    answerOf: (placed) => storedAnswerOf(dataAnswer(PlacedOrderCodec.encode(placed), 201)),
                  },
                }
              : {}),
          }),
        errors,
        status: 201,
        answer: PlacedOrderCodec,
      }),
    ),
  );

  app.get(
    ORDER_PATHS.summary,
    schema('The order-completed summary, for the session or customer that placed the order', 'orders'),
    answered(
      route({
        decode: fromParams(OrderParams),
        who: deps.shopperOf,
        run: (params, shopper) => orders.orderSummary(shopper.owner, params.public_id),
        errors,
        answer: OrderSummaryCodec,
      }),
    ),
  );

  app.get(
    ORDER_PATHS.tracking,
    {
      ...schema('Public tracking by order number, shipment postal code and country', 'tracking'),
      preHandler: deps.trackingRateLimit,
    },
    answered(
      route({
        decode: fromQuery(TrackingQuery),
        run: (query) =>
          orders.trackOrder({
            publicId: query.public_id,
            postalCode: query.shipment_postal_code,
            country: query.shipment_country,
          }),
        errors,
        answer: OrderTrackingCodec,
      }),
    ),
  );

  app.post(
    ORDER_PATHS.refundAction,
    {
      ...schema('PROVIDE_DATA_TO_REFUND: the IBAN and account holder for a refund (IBAN answered masked)', 'tracking'),
      preHandler: deps.trackingRateLimit,
    },
    answeredOnce(
      deps.idempotency,
      { scope: 'refund-data', required: false },
      route({
        decode: fromBoth(fromParams(RefundActionParams), fromBody(RefundDataBody)),
        run: (input) =>
          orders.submitRefundData(
            { publicId: input.public_id, postalCode: input.shipment_postal_code, country: input.shipment_country },
            input.action_public_id,
            { iban: input.iban, accountHolder: input.account_holder },
          ),
        errors,
        answer: RefundDataAcceptedCodec,
      }),
    ),
  );
};
