import type { OrderState } from '../../domain/orders/order-state.ts';
import {
  raiseUserRequiredAction,
  requiredActionsFor,
  type UserRequiredAction,
} from '../../domain/orders/user-required-action.ts';
import type { PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import { creditNoteOwed } from '../invoices/credit-note.ts';
import { enteredDelivered } from '../reviews/invite-review.use-case.ts';
import { invoiceOwed } from '../invoices/invoice-owed.ts';

/** An order as its rules see it, with the ids needed to write it back; `paymentId` is the attempt concerned. */
export type OrderSnapshot = {
  readonly orderId: string;
  readonly publicId: string;
  readonly paymentId: string;
  readonly paymentMethod: PaymentMethod;
  readonly state: OrderState;
};

/** What one change writes: the new state, a history row when a status moved, and the actions it raised. */
export type OrderChange = {
  readonly state: OrderState;
  readonly statusChanged: boolean;
  readonly raisedActions: readonly UserRequiredAction[];
  /** The payment is confirmed: the order's invoice is issued (its PDF and the buyer's mail queued) in the same transaction. */
  readonly invoice: boolean;
  /** The order's invoice is to be cancelled by a credit note, written in the same transaction. */
  readonly creditNote: boolean;
  /** The order has just been delivered: its review invitation is queued in the same transaction. */
  readonly reviewInvitation: boolean;
  /** When it happened, in milliseconds since the Unix epoch. */
  readonly at: number;
};

export type OrderChanged = { readonly before: OrderSnapshot; readonly change: OrderChange };

/** The change from `before` to `after`; an action already owed before (e.g. a refund) is not raised twice. */
export const orderChange = (before: OrderState, after: OrderState, ids: IdGenerator, at: number): OrderChange => {
  const owed = requiredActionsFor(before);
  return {
    state: after,
    statusChanged: after.status !== before.status || after.commercialStatus !== before.commercialStatus,
    raisedActions: requiredActionsFor(after)
      .filter((type) => !owed.includes(type))
      .map((type) => raiseUserRequiredAction(type, ids)),
    invoice: invoiceOwed(before, after),
    creditNote: creditNoteOwed(before, after),
    reviewInvitation: enteredDelivered(before, after),
    at,
  };
};
