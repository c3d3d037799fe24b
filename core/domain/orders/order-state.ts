import type { PaymentKind } from '../payments/payment-kind.ts';
import type { PaymentStatus } from '../payments/payment-status.ts';
import { COMMERCIAL_STATUS, type CommercialStatus } from './commercial-status.ts';
import { ORDER_STATUS, type OrderStatus } from './order-status.ts';

/** The order's current payment attempt. */
export type OrderPayment = { readonly kind: PaymentKind; readonly status: PaymentStatus };

/** What the order's rules read and change; a stored order carries this and more. */
export type OrderState = {
  readonly status: OrderStatus;
  readonly commercialStatus: CommercialStatus;
  readonly payment: OrderPayment;
};

/** Every order starts received and confirmed, its payment pending, whatever the payment kind. */
export const newOrderState = (kind: PaymentKind): OrderState => ({
  status: ORDER_STATUS.RECEIVED,
  commercialStatus: COMMERCIAL_STATUS.CONFIRMED,
  payment: { kind, status: 'PENDING' },
});

/** Production may start once paid, or at once for a billing account, which is charged later. */
export const isPaymentSettled = (payment: OrderPayment): boolean =>
  payment.status === 'PAID' || (payment.kind === 'BANK_RECEIPT' && payment.status === 'PENDING');
