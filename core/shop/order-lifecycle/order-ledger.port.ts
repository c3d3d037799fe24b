import type { Result, ResultAsync } from 'neverthrow';
import type { CommercialStatus } from '../../domain/orders/commercial-status.ts';
import type { OrderStatus } from '../../domain/orders/order-status.ts';
import type { PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { PaymentStatus } from '../../domain/payments/payment-status.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { DeliveryMethod } from '../../domain/shipments/shipment-mode.ts';
import type { Dispatch } from '../../domain/shipments/tracking-number.ts';
import type { TrackingEvent } from '../../domain/shipments/tracking-timeline.ts';
import type { TrackingState } from '../../domain/shipments/tracking-state.ts';
import type { OrderChange, OrderChanged, OrderSnapshot } from './order-change.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderNotFound } from '../orders/order-errors.ts';

export type OrderFilter = { readonly status?: OrderStatus; readonly limit: number };

/** One line of the back office's order list. */
export type ListedOrder = {
  readonly publicId: string;
  readonly status: OrderStatus;
  readonly commercialStatus: CommercialStatus;
  readonly paymentMethod: PaymentMethod;
  readonly paymentStatus: PaymentStatus;
  readonly total: Money;
  readonly shipmentState: TrackingState | null;
  readonly createdAt: number;
};

/** A shipment with every tracking event recorded so far, in the order they were recorded. */
export type ShipmentSnapshot = {
  readonly shipmentId: string;
  readonly method: DeliveryMethod;
  /** Null until the order is shipped with one. */
  readonly trackingNumber: string | null;
  readonly events: readonly TrackingEvent[];
};

/** The tracking state reached; an event is recorded only when `moved`, since carriers repeat themselves. */
export type ShipmentChange = {
  readonly state: TrackingState;
  readonly moved: boolean;
  readonly note: string | null;
  readonly at: number;
};

export type ShipmentNotFound = { readonly type: 'ShipmentNotFound'; readonly publicId: string };

/** Shipping an order: its change to shipped, its parcel's tracking event, and the carrier and number it goes with. */
export type OrderDispatch = {
  readonly change: OrderChange;
  readonly shipment: ShipmentChange;
  readonly dispatch: Dispatch;
};

/** Where orders and their shipments are kept, changed one at a time under a lock. */
export interface OrderLedger {
  /** The most recent orders first, optionally only those in one status. */
  listOrders(filter: OrderFilter): ResultAsync<readonly ListedOrder[], RepositoryFailure>;
  /** Locks the order and its current payment, asks `decide`, and writes its change with a history row, in one transaction. */
  changeOrder<E>(
    publicId: string,
    decide: (order: OrderSnapshot) => Result<OrderChange, E>,
  ): ResultAsync<OrderChanged, E | OrderNotFound | RepositoryFailure>;
  /**
   * Locks the order, its payment and its shipment, asks `decide`, and writes the order's change, the parcel's event,
   * its carrier and tracking number, and queues the customer's "on its way" mail (`order-shipped-mail`), in one
   * transaction.
   */
  dispatchOrder<E>(
    publicId: string,
    decide: (order: OrderSnapshot, shipment: ShipmentSnapshot) => Result<OrderDispatch, E>,
  ): ResultAsync<OrderChanged, E | OrderNotFound | ShipmentNotFound | RepositoryFailure>;
  /** Locks the order's shipment, asks `decide`, and records the tracking event it returns, in one transaction. */
  changeShipment<E>(
    publicId: string,
    decide: (shipment: ShipmentSnapshot) => Result<ShipmentChange, E>,
  ): ResultAsync<ShipmentChange, E | ShipmentNotFound | RepositoryFailure>;
}
