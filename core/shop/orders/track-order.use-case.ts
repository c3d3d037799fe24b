import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { validatePostalCode } from '../../domain/checkout/postal-code.ts';
import type { CommercialStatusName } from '../../domain/orders/commercial-status.ts';
import { orderStatusName, type OrderStatusName } from '../../domain/orders/order-status.ts';
import type { UserRequiredAction } from '../../domain/orders/user-required-action.ts';
import type { IllegalTrackingTransition } from '../../domain/shipments/tracking-machine.ts';
import type { TrackingState } from '../../domain/shipments/tracking-state.ts';
import { buildTimeline, type TimelineStep } from '../../domain/shipments/tracking-timeline.ts';
import { isCountryCode } from '../../domain/site/country.ts';
import { orderNotFound, type OrderNotFound } from './order-errors.ts';
import { normaliseOrderPublicId } from './order-public-id.ts';
import type { OrderRepository } from './order-repository.port.ts';
import type { TrackingRecord } from './order.ts';
import { commercialStatusName } from './status-names.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { TrackingQuery } from '../../domain/shipments/tracking-query.ts';

export type OrderTracking = Pick<TrackingRecord, 'publicId' | 'status' | 'commercialStatus'> & {
  readonly statusName: OrderStatusName;
  readonly commercialStatusName: CommercialStatusName;
  readonly shipment: Pick<TrackingRecord, 'deliveryMethod' | 'carrier' | 'trackingNumber'> & {
    readonly state: TrackingState;
    readonly timeline: readonly TimelineStep[];
  };
  /** Where to collect the parcel, for a PICKPOINT shipment. */
  readonly pickupPoint: TrackingRecord['pickupPoint'];
  /** Only what the tracking page needs to link to each action; never the data submitted. */
  readonly userRequiredActions: readonly UserRequiredAction[];
};

/** The order behind a public id, only when the postal code and country are its shipment's (typed in any form). */
export const findTrackedOrder =
  (deps: { readonly orders: OrderRepository }) =>
  (query: TrackingQuery): ResultAsync<TrackingRecord, OrderNotFound | RepositoryFailure> => {
    const country = query.country.trim().toUpperCase();
    if (!isCountryCode(country)) return errAsync(orderNotFound());
    const postalCode = validatePostalCode(query.postalCode, country);
    if (postalCode.isErr()) return errAsync(orderNotFound());
    return deps.orders
      .trackingOf(normaliseOrderPublicId(query.publicId))
      .andThen((record) =>
        record !== null && record.shipmentCountry === country && record.shipmentPostalCode === postalCode.value
          ? okAsync(record)
          : errAsync(orderNotFound()),
      );
  };

/** Public tracking: statuses, the shipment's timeline and the actions waiting for the shopper. */
export const trackOrder =
  (deps: { readonly orders: OrderRepository }) =>
  (query: TrackingQuery): ResultAsync<OrderTracking, OrderNotFound | IllegalTrackingTransition | RepositoryFailure> =>
    findTrackedOrder(deps)(query).andThen((record) =>
      buildTimeline(record.deliveryMethod, record.events).map((timeline): OrderTracking => ({
        publicId: record.publicId,
        status: record.status,
        statusName: orderStatusName(record.status),
        commercialStatus: record.commercialStatus,
        commercialStatusName: commercialStatusName(record.commercialStatus),
        shipment: {
          deliveryMethod: record.deliveryMethod,
          carrier: record.carrier,
          trackingNumber: record.trackingNumber,
          state: timeline.tracking.state,
          timeline: timeline.steps,
        },
        pickupPoint: record.pickupPoint,
        userRequiredActions: record.actions.map(({ publicId, type, status }) => ({ publicId, type, status })),
      })),
    );
