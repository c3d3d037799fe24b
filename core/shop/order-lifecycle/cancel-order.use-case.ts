import type { ResultAsync } from 'neverthrow';
import { ORDER_STATUS } from '../../domain/orders/order-status.ts';
import type { OrderTransitionError } from '../../domain/orders/order-transitions.ts';
import { refundRouteFor, type RefundRoute } from '../../domain/orders/user-required-action.ts';
import { changeOrderStatus, type OrderLifecycleDeps } from './advance-order.use-case.ts';
import type { OrderChanged } from './order-change.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderNotFound } from '../orders/order-errors.ts';

export type OrderCanceled = OrderChanged & { readonly refundRoute: RefundRoute };

/** Cancels an order; a paid one is owed a refund, by the gateway or by a transfer whose details the shopper gives. */
export const cancelOrder =
  (deps: OrderLifecycleDeps) =>
  (publicId: string): ResultAsync<OrderCanceled, OrderTransitionError | OrderNotFound | RepositoryFailure> =>
    changeOrderStatus(deps)(publicId, ORDER_STATUS.CANCELED).map((changed) => ({
      ...changed,
      refundRoute: refundRouteFor(changed.change.state),
    }));
