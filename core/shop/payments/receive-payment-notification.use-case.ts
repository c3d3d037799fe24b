import type { ResultAsync } from 'neverthrow';
import { applyPaymentResult } from '../../domain/orders/order-payment.ts';
import type { IllegalPaymentTransition } from '../../domain/payments/payment-status.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { RepositoryFailure } from '../catalogue/design-repository.port.ts';
import { orderChange } from '../order-lifecycle/order-change.ts';
import type { NotificationRecord, PaymentLedger, PaymentNotFound, PaymentNotification } from './payment-ledger.port.ts';

/**
 * Applies a provider's notification once per event id: payment and order move by the core's rules, and a
 * transition they refuse is recorded as refused rather than applied, so the provider can stop resending it.
 */
export const receivePaymentNotification =
  ({ payments, ids, clock }: { readonly payments: PaymentLedger; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (
    notification: PaymentNotification,
  ): ResultAsync<NotificationRecord<IllegalPaymentTransition>, PaymentNotFound | RepositoryFailure> =>
    payments.recordNotification(notification, (order) =>
      applyPaymentResult(order.state, notification.result).map((after) =>
        orderChange(order.state, after, ids, clock.now()),
      ),
    );
