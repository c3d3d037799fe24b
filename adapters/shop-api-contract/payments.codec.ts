import * as t from 'io-ts';
import { ORDER_STATUSES } from '../../core/domain/orders/order-status.ts';
import { PAYMENT_KINDS } from '../../core/domain/payments/payment-kind.ts';
import { PAYMENT_METHODS } from '../../core/domain/payments/payment-method.ts';
import { PAYMENT_STATUSES } from '../../core/domain/payments/payment-status.ts';

/** Payment paths of the Shop API, relative to its base path. */
export const PAYMENTS_PATHS = {
  /** `:order_public_id` is replaced by the order's public id. */
  paymentStatus: '/payments/:order_public_id/status',
} as const;

export const paymentStatusPath = (orderPublicId: string) =>
  PAYMENTS_PATHS.paymentStatus.replace(':order_public_id', encodeURIComponent(orderPublicId));

/** An order's public id as it appears in a path: letters, digits, '-' and '_', at most 64. */
export const OrderPublicIdCodec = new t.Type<string, string, unknown>(
  'OrderPublicId',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(u)
      ? t.success(u)
      : t.failure(u, c, 'expected 1 to 64 letters, digits, "-" or "_"'),
  String,
);

export const PaymentStatusParams = t.type({ order_public_id: OrderPublicIdCodec });

const oneOf = <V extends string | number>(name: string, values: readonly V[]) =>
  new t.Type<V, V, unknown>(
    name,
    (u): u is V => (values as readonly unknown[]).includes(u),
    (u, c) => ((values as readonly unknown[]).includes(u) ? t.success(u as V) : t.failure(u, c)),
    (v) => v,
  );

/** What the order-completed page shows: paid, waiting for payment, or declined (and whether to try again). */
export const PaymentStatusData = t.type({
  order_public_id: t.string,
  order_status: oneOf('OrderStatus', ORDER_STATUSES),
  payment_method: oneOf('PaymentMethod', PAYMENT_METHODS),
  payment_kind: oneOf('PaymentKind', PAYMENT_KINDS),
  payment_status: oneOf('PaymentStatus', PAYMENT_STATUSES),
  can_retry: t.boolean,
});

export type PaymentStatusData = t.TypeOf<typeof PaymentStatusData>;
