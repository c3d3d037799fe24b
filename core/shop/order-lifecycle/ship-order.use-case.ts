import type { ResultAsync } from 'neverthrow';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import { ORDER_STATUS } from '../../domain/orders/order-status.ts';
import { transitionOrder, type OrderTransitionError } from '../../domain/orders/order-transitions.ts';
import { advanceTracking, type IllegalTrackingTransition } from '../../domain/shipments/tracking-machine.ts';
import { checkDispatch } from '../../domain/shipments/tracking-number.ts';
import { buildTimeline } from '../../domain/shipments/tracking-timeline.ts';
import type { OrderNotFound } from '../orders/order-errors.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderLifecycleDeps } from './advance-order.use-case.ts';
import { orderChange, type OrderChanged } from './order-change.ts';
import type { ShipmentNotFound } from './order-ledger.port.ts';

export type ShipOrderError =
  | InvalidFields
  | OrderTransitionError
  | IllegalTrackingTransition
  | OrderNotFound
  | ShipmentNotFound
  | RepositoryFailure;

/**
 * Hands the order's parcel to a carrier: the carrier and tracking number are checked first (every problem named by
 * field), then, in one transaction, the order becomes shipped, its parcel goes on its route with that number, and
 * the customer's "on its way" mail is queued. A parcel already on its route (shipped again after a failed delivery)
 * keeps its state and takes the new number.
 */
export const shipOrder =
  ({ orders, ids, clock }: OrderLifecycleDeps) =>
  (publicId: string, input: { readonly carrier: string; readonly trackingNumber: string }) =>
    checkDispatch(input).asyncAndThen((dispatch): ResultAsync<OrderChanged, ShipOrderError> =>
      orders.dispatchOrder(publicId, (order, shipment) => {
        const at = clock.now();
        return transitionOrder(order.state, ORDER_STATUS.SHIPPED)
          .mapErr((error): ShipOrderError => error)
          .andThen((after) =>
            buildTimeline(shipment.method, shipment.events).andThen(({ tracking }) =>
              advanceTracking(tracking, 'ON_ROUTE').map((next) => ({
                change: orderChange(order.state, after, ids, at),
                shipment: { state: next.state, moved: next.state !== tracking.state, note: null, at },
                dispatch,
              })),
            ),
          );
      }),
    );
