import type { ResultAsync } from 'neverthrow';
import type { PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { Money } from '../../domain/pricing/money.ts';

export type PaymentSessionRequest = {
  readonly paymentId: string;
  readonly orderPublicId: string;
  readonly method: PaymentMethod;
  readonly amount: Money;
  /** Where the payer comes back to after approving or declining. */
  readonly returnUrl: string;
  readonly locale: string;
};

/** What the shopper does next: go to the hosted payment page, or follow the instructions (transfer, receipt). */
export type PaymentSession =
  | { readonly kind: 'redirect'; readonly providerReference: string; readonly redirectUrl: string }
  | {
      readonly kind: 'instructions';
      readonly providerReference: string;
      readonly instructions: Readonly<Record<string, string>>;
    };

export type PaymentGatewayUnavailable = { readonly type: 'PaymentGatewayUnavailable'; readonly cause: string };

/** A payment provider behind a hosted payment page: the shop never sees card data. */
export interface PaymentGateway {
  /** Opens a payment session for one payment of one order. */
  startPayment(request: PaymentSessionRequest): ResultAsync<PaymentSession, PaymentGatewayUnavailable>;
}

export type RefundRequest = {
  readonly paymentId: string;
  readonly orderPublicId: string;
  /** The whole amount paid: the shop refunds an order in full. */
  readonly amount: Money;
};

/** The provider's reference of the refund, kept beside it. */
export type RefundReceipt = { readonly providerReference: string };

/** A provider that can send an online payment back to the card or wallet it came from. */
export interface PaymentRefunder {
  /** Refunds one payment; the provider refunds a payment once, so asking again answers the same refund. */
  refundPayment(request: RefundRequest): ResultAsync<RefundReceipt, PaymentGatewayUnavailable>;
}
