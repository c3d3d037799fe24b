import { err, ok, type ResultAsync } from 'neverthrow';
import { advanceTracking, type IllegalTrackingTransition } from '../../domain/shipments/tracking-machine.ts';
import type { TrackingState } from '../../domain/shipments/tracking-state.ts';
import { buildTimeline } from '../../domain/shipments/tracking-timeline.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import { trackingNumberRequired } from './advance-order.use-case.ts';
import type { OrderLedger, ShipmentChange, ShipmentNotFound } from './order-ledger.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export const SHIPMENT_NOTE_MAX_LENGTH = 500;

export type ShipmentNoteTooLong = { readonly type: 'ShipmentNoteTooLong'; readonly max: number };

/**
 * Records the carrier's next tracking state; a parcel sets off on its route only once it has a tracking number. The current one is replayed from the recorded events, so an
 * open incidence knows which state it interrupted; the same state again records nothing.
 */
export const advanceShipment =
  ({ orders, clock }: { readonly orders: OrderLedger; readonly clock: Clock }) =>
  (
    publicId: string,
    to: TrackingState,
    note: string | null,
  ): ResultAsync<
    ShipmentChange,
    IllegalTrackingTransition | ShipmentNoteTooLong | InvalidFields | ShipmentNotFound | RepositoryFailure
  > =>
    orders.changeShipment<IllegalTrackingTransition | ShipmentNoteTooLong | InvalidFields>(publicId, (shipment) =>
      buildTimeline(shipment.method, shipment.events)
        .andThen(({ tracking }) =>
          advanceTracking(tracking, to).map((next) => ({ moved: next.state !== tracking.state, state: next.state })),
        )
        .andThen((next) =>
          next.state === 'ON_ROUTE' && shipment.trackingNumber === null
            ? err<typeof next, InvalidFields>(trackingNumberRequired())
            : ok(next),
        )
        .andThen(({ moved, state }) => {
          const text = note?.trim() || null;
          return text !== null && text.length > SHIPMENT_NOTE_MAX_LENGTH
            ? err<ShipmentChange, ShipmentNoteTooLong>({ type: 'ShipmentNoteTooLong', max: SHIPMENT_NOTE_MAX_LENGTH })
            : ok<ShipmentChange, ShipmentNoteTooLong>({ state, moved, note: text, at: clock.now() });
        }),
    );
