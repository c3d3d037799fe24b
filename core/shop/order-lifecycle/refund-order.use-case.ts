import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { refundedOrderState, type NothingToRefund } from '../../domain/orders/order-refund.ts';
import type { OrderTransitionError } from '../../domain/orders/order-transitions.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import { orderNotFound, type OrderNotFound } from '../orders/order-errors.ts';
import type { PaymentGatewayUnavailable, PaymentRefunder } from '../payments/payment-gateway.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import { orderChange, type OrderChanged } from './order-change.ts';
import type { OrderLedger } from './order-ledger.port.ts';
import type { RefundableOrder, RefundLedger } from './refund-ledger.port.ts';

export type AlreadyRefunded = { readonly type: 'AlreadyRefunded' };

/** The payment was already sent back through the provider. */
export const alreadyRefunded = (): AlreadyRefunded => ({ type: 'AlreadyRefunded' });

export type RefundError =
  | NothingToRefund
  | AlreadyRefunded
  | OrderTransitionError
  | PaymentGatewayUnavailable
  | OrderNotFound
  | RepositoryFailure;

export type RefundDeps = {
  readonly orders: OrderLedger;
  readonly refunds: RefundLedger;
  readonly gateway: PaymentRefunder;
  readonly ids: IdGenerator;
  readonly clock: Clock;
};

/**
 * Sends a paid online payment back through the provider: the order is cancelled first if it is not yet (its credit
 * note issued in that transaction), then the provider refunds it and the refund is kept; a refunded order refuses.
 */
export const refundOrder =
  ({ orders, refunds, gateway, ids, clock }: RefundDeps) =>
  (publicId: string): ResultAsync<OrderChanged, RefundError> =>
    refunds
      .refundable(publicId)
      .andThen((found): ResultAsync<RefundableOrder, RefundError> => {
        if (found === null) return errAsync(orderNotFound());
        return found.refundedAt === null ? okAsync(found) : errAsync(alreadyRefunded());
      })
      .andThen((found) =>
        orders
          .changeOrder(publicId, (order) =>
            refundedOrderState(order.state).map((after) => orderChange(order.state, after, ids, clock.now())),
          )
          .andThen((changed) =>
            gateway
              .refundPayment({ paymentId: changed.before.paymentId, orderPublicId: publicId, amount: found.amount })
              .andThen((receipt) =>
                refunds.record(publicId, {
                  paymentId: changed.before.paymentId,
                  amount: found.amount,
                  providerReference: receipt.providerReference,
                  at: clock.now(),
                }),
              )
              .map(() => changed),
          ),
      );
