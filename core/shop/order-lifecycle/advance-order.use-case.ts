import { errAsync, type ResultAsync } from 'neverthrow';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import { ORDER_STATUS, type OrderStatus } from '../../domain/orders/order-status.ts';
import { transitionOrder, type OrderTransitionError } from '../../domain/orders/order-transitions.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import { orderChange, type OrderChanged } from './order-change.ts';
import type { OrderLedger } from './order-ledger.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderNotFound } from '../orders/order-errors.ts';

export type OrderLifecycleDeps = { readonly orders: OrderLedger; readonly ids: IdGenerator; readonly clock: Clock };

/** Shipped is reached by shipping the order (see shipOrder), which gives the carrier and tracking number. */
export const trackingNumberRequired = (): InvalidFields => ({
  type: 'InvalidFields',
  problems: [{ field: 'trackingNumber', problem: 'Required' }],
});

/** Moves an order by the core's transition table, with a history row. */
export const changeOrderStatus =
  ({ orders, ids, clock }: OrderLifecycleDeps) =>
  (
    publicId: string,
    to: OrderStatus,
  ): ResultAsync<OrderChanged, OrderTransitionError | OrderNotFound | RepositoryFailure> =>
    orders.changeOrder(publicId, (order) =>
      transitionOrder(order.state, to).map((after) => orderChange(order.state, after, ids, clock.now())),
    );

/** Moves an order through production and delivery; shipping it goes through shipOrder, with its tracking number. */
export const advanceOrder =
  (deps: OrderLifecycleDeps) =>
  (
    publicId: string,
    to: OrderStatus,
  ): ResultAsync<OrderChanged, OrderTransitionError | InvalidFields | OrderNotFound | RepositoryFailure> =>
    to === ORDER_STATUS.SHIPPED ? errAsync(trackingNumberRequired()) : changeOrderStatus(deps)(publicId, to);
