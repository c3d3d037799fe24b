import type { PaymentKind } from './payment-kind.ts';

export const PAYMENT_METHODS = [
  'CARD',
  'BANCONTACT',
  'GIROPAY',
  'IDEAL',
  'PAYPAL',
  'SOFORT',
  'MOBILE_PAY',
  'BIZUM',
  'BANK_TRANSFER',
  'MULTIBANCO',
  'BLIK',
  'BILLING_ACCOUNT',
  'EPS',
  'SWISH',
  'TWINT',
  'TRUSTLY',
  'APPLE_PAY',
  'GOOGLE_PAY',
  'KLARNA',
  'MB_WAY',
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

// A Multibanco reference is paid later at a cash machine or in home banking, like a transfer.
const DEFERRED: { readonly [M in PaymentMethod]?: PaymentKind } = {
  BANK_TRANSFER: 'TRANSFER',
  MULTIBANCO: 'TRANSFER',
  BILLING_ACCOUNT: 'BANK_RECEIPT',
};

/** Every method not paid later is settled online at checkout. */
export const paymentKindOf = (method: PaymentMethod): PaymentKind => DEFERRED[method] ?? 'ONLINE_PREPAID';
