import { err, type ResultAsync } from 'neverthrow';
import { applyPaymentResult } from '../../domain/orders/order-payment.ts';
import type { IllegalPaymentTransition } from '../../domain/payments/payment-status.ts';
import type { OrderLifecycleDeps } from '../order-lifecycle/advance-order.use-case.ts';
import { orderChange, type OrderChanged } from '../order-lifecycle/order-change.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderNotFound } from '../orders/order-errors.ts';

/** Online payments are settled by the provider's notification alone, never by hand. */
export type PaymentSettledByProvider = { readonly type: 'PaymentSettledByProvider' };

/**
 * Marks a transfer (or a billing account's direct debit) as received. Confirming twice changes nothing;
 * money arriving for a canceled order raises the refund action.
 */
export const confirmPayment =
  ({ orders, ids, clock }: OrderLifecycleDeps) =>
  (
    publicId: string,
  ): ResultAsync<
    OrderChanged,
    PaymentSettledByProvider | IllegalPaymentTransition | OrderNotFound | RepositoryFailure
  > =>
    orders.changeOrder<PaymentSettledByProvider | IllegalPaymentTransition>(publicId, (order) =>
      order.state.payment.kind === 'ONLINE_PREPAID'
        ? err({ type: 'PaymentSettledByProvider' })
        : applyPaymentResult(order.state, 'PAID').map((after) => orderChange(order.state, after, ids, clock.now())),
    );
