/**
 * BANK_RECEIPT: charged later by direct debit against a company's billing account.
 * TRANSFER: the shopper pays later by bank transfer or a payment reference.
 * ONLINE_PREPAID: paid at checkout through a payment provider.
 */
export const PAYMENT_KINDS = ['BANK_RECEIPT', 'TRANSFER', 'ONLINE_PREPAID'] as const;

export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const isPaymentKind = (value: string): value is PaymentKind =>
  (PAYMENT_KINDS as readonly string[]).includes(value);
