import type { OrderState } from '../../domain/orders/order-state.ts';

/** A payment confirmed now is a sale: its invoice is issued in the same change, whoever the buyer is. */
export const invoiceOwed = (before: OrderState, after: OrderState): boolean =>
  before.payment.status !== 'PAID' && after.payment.status === 'PAID';
