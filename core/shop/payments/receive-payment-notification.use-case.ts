import { errAsync, type ResultAsync } from 'neverthrow';
import { applyPaymentResult } from '../../domain/orders/order-payment.ts';
import type { IllegalPaymentTransition } from '../../domain/payments/payment-status.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import { orderChange } from '../order-lifecycle/order-change.ts';
import {
  checkFreshness,
  checkMatch,
  MISMATCH_OUTCOME,
  type NotificationMismatch,
  type NotificationStale,
} from './notification-checks.ts';
import type { NotificationRecord, PaymentLedger, PaymentNotFound, PaymentNotification } from './payment-ledger.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type NotificationRefusal = IllegalPaymentTransition | NotificationMismatch;

/** The outcome kept for a mismatch, e.g. 'MISMATCH order,amount'; rule refusals keep the result they carried. */
export const refusalLabel = (error: NotificationRefusal): string | undefined =>
  error.type === 'NotificationMismatch' ? `${MISMATCH_OUTCOME} ${error.fields.join(',')}` : undefined;

/**
 * Applies a provider's notification once per event id, when it is fresh and names the order, amount and
 * currency the shop asked for: payment and order move by the core's rules. A mismatch or a transition the
 * rules refuse is recorded as refused rather than applied, so the provider can stop resending it.
 */
export const receivePaymentNotification =
  ({ payments, ids, clock }: { readonly payments: PaymentLedger; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (
    notification: PaymentNotification,
  ): ResultAsync<NotificationRecord<NotificationRefusal>, NotificationStale | PaymentNotFound | RepositoryFailure> => {
    const fresh = checkFreshness(notification, clock.now());
    if (fresh.isErr()) return errAsync(fresh.error);
    return payments.recordNotification<NotificationRefusal>(
      notification,
      (order, asked) =>
        checkMatch(notification, asked).andThen(() =>
          applyPaymentResult(order.state, notification.result).map((after) =>
            orderChange(order.state, after, ids, clock.now()),
          ),
        ),
      refusalLabel,
    );
  };
