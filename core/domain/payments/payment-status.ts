import { err, ok, type Result } from 'neverthrow';

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'CANCELED'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

export type IllegalPaymentTransition = {
  readonly type: 'IllegalPaymentTransition';
  readonly from: PaymentStatus;
  readonly to: PaymentStatus;
};

export const illegalPaymentTransition = (from: PaymentStatus, to: PaymentStatus): IllegalPaymentTransition => ({
  type: 'IllegalPaymentTransition',
  from,
  to,
});

// PAID and CANCELED are final: money back is a refund, a new try is a new payment.
const NEXT: { readonly [S in PaymentStatus]: readonly PaymentStatus[] } = {
  PENDING: ['PAID', 'CANCELED'],
  PAID: [],
  CANCELED: [],
};

export const canTransitionPayment = (from: PaymentStatus, to: PaymentStatus): boolean => NEXT[from].includes(to);

export const isPaymentFinal = (status: PaymentStatus): boolean => NEXT[status].length === 0;

/** The same status again is accepted unchanged, because payment providers resend their notifications. */
export const transitionPayment = (
  from: PaymentStatus,
  to: PaymentStatus,
): Result<PaymentStatus, IllegalPaymentTransition> =>
  from === to || canTransitionPayment(from, to) ? ok(to) : err(illegalPaymentTransition(from, to));
