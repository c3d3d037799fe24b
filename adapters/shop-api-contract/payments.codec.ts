import { documented } from './json-schema.ts';
import * as t from 'io-ts';
import { ORDER_STATUSES } from '../../core/domain/orders/order-status.ts';
import { PAYMENT_KINDS } from '../../core/domain/payments/payment-kind.ts';
import { PAYMENT_METHODS } from '../../core/domain/payments/payment-method.ts';
import { PAYMENT_STATUSES } from '../../core/domain/payments/payment-status.ts';
import { PaymentNextCodec } from './orders.codec.ts';
import type { FormFieldNames } from './form-field-names.ts';
import { wireType } from './wire-object.ts';

/** Payment paths of the Shop API, relative to its base path. */
export const PAYMENTS_PATHS = {
  /** `:order_public_id` is replaced by the order's public id. */
  paymentStatus: '/payments/:order_public_id/status',
  /** A new payment attempt for an order whose payment was declined (Idempotency-Key header required). */
  retry: '/payments/:order_public_id/retry',
} as const;

export const paymentStatusPath = (orderPublicId: string) =>
  PAYMENTS_PATHS.paymentStatus.replace(':order_public_id', encodeURIComponent(orderPublicId));

export const retryPaymentPath = (orderPublicId: string) =>
  PAYMENTS_PATHS.retry.replace(':order_public_id', encodeURIComponent(orderPublicId));

/** An order's public id as it appears in a path: letters, digits, '-' and '_', at most 64. */
export const OrderPublicIdCodec = documented(
  new t.Type<string, string, unknown>(
    'OrderPublicId',
    (u): u is string => typeof u === 'string',
    (u, c) =>
      typeof u === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(u)
        ? t.success(u)
        : t.failure(u, c, 'expected 1 to 64 letters, digits, "-" or "_"'),
    String,
  ),
  { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
);

export const PaymentStatusParams = t.type({ order_public_id: OrderPublicIdCodec });

const oneOf = <V extends string | number>(name: string, values: readonly V[]) =>
  documented(
    new t.Type<V, V, unknown>(
      name,
      (u): u is V => (values as readonly unknown[]).includes(u),
      (u, c) => ((values as readonly unknown[]).includes(u) ? t.success(u as V) : t.failure(u, c)),
      (v) => v,
    ),
    { type: typeof values[0], enum: values },
  );

const PaymentMethodWire = oneOf('PaymentMethod', PAYMENT_METHODS);

/** What the order-completed page shows: paid, waiting for payment, or declined (and whether to try again, how). */
export const PaymentStatusData = wireType(
  {
    orderPublicId: t.string,
    orderStatus: oneOf('OrderStatus', ORDER_STATUSES),
    method: PaymentMethodWire,
    kind: oneOf('PaymentKind', PAYMENT_KINDS),
    status: oneOf('PaymentStatus', PAYMENT_STATUSES),
    canRetry: t.boolean,
    retryMethods: t.readonlyArray(PaymentMethodWire),
  },
  'PaymentStatus',
);

export type PaymentStatusData = t.TypeOf<typeof PaymentStatusData>;

/** The retry's form body: without a method, the declined attempt's method is used again. */
/** The request field names of the retry form by the core's field names. */
export const RETRY_PAYMENT_FORM_FIELDS = { method: 'payment_method' } as const satisfies FormFieldNames;

export const RetryPaymentBody = t.partial({ payment_method: PaymentMethodWire });

/** The new attempt, and where the payer goes next (as after placing the order). */
export const RetriedPaymentData = wireType(
  {
    publicId: t.string,
    payment: wireType(
      {
        method: PaymentMethodWire,
        kind: oneOf('PaymentKind', PAYMENT_KINDS),
        status: oneOf('PaymentStatus', PAYMENT_STATUSES),
      },
      'RetriedPaymentAttempt',
    ),
    next: PaymentNextCodec,
  },
  'RetriedPayment',
);

export type RetriedPaymentData = t.TypeOf<typeof RetriedPaymentData>;
