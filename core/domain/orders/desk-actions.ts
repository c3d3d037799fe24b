import { applyPaymentResult } from './order-payment.ts';
import type { OrderState } from './order-state.ts';
import { ORDER_STATUS, type OrderStatus } from './order-status.ts';
import { canRefundOrder } from './order-refund.ts';
import { canTransitionOrder, nextOrderStatuses, transitionOrder } from './order-transitions.ts';
import { advanceTracking, nextTrackingStates } from '../shipments/tracking-machine.ts';
import { buildTimeline } from '../shipments/tracking-timeline.ts';
import type { TrackingState } from '../shipments/tracking-state.ts';
import type { DeliveryMethod } from '../shipments/shipment-mode.ts';
import type { TrackingEvent } from '../shipments/tracking-timeline.ts';

const ON_ROUTE = 'ON_ROUTE';

/**
 * What an administrator can do to an order from the desk: the commands `npm run shop` offers. Shipping hands the
 * parcel to a carrier, with the carrier and tracking number as the operator typed them (the core checks them).
 */
export type DeskAction =
  | { readonly kind: 'advance-order'; readonly to: OrderStatus }
  | { readonly kind: 'advance-shipment'; readonly to: TrackingState }
  | { readonly kind: 'ship'; readonly carrier: string; readonly trackingNumber: string }
  | { readonly kind: 'confirm-payment' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'refund' };

export const DESK_ACTION_KINDS = [
  'advance-order',
  'advance-shipment',
  'ship',
  'confirm-payment',
  'cancel',
  'refund',
] as const;

export type DeskActionKind = DeskAction['kind'];

/** An action the desk offers: shipping is offered bare, since the operator gives its carrier and number. */
export type DeskOffer = Exclude<DeskAction, { readonly kind: 'ship' }> | { readonly kind: 'ship' };

/** What the desk's rules read of an order: its state, its shipment's events, and whether it was refunded. */
export type DeskActionSubject = {
  readonly state: OrderState;
  /** Null when the order is not shipped by the shop. */
  readonly shipment: {
    readonly method: DeliveryMethod;
    readonly trackingNumber: string | null;
    readonly events: readonly TrackingEvent[];
  } | null;
  readonly refundedAt: number | null;
};

/**
 * Production's next steps the core's table allows now (a step waiting for the payment is not offered); shipped is
 * reached only by shipping, which names the carrier and tracking number.
 */
const orderSteps = (state: OrderState): readonly DeskOffer[] =>
  nextOrderStatuses(state.status)
    .filter((to) => to !== ORDER_STATUS.CANCELED && to !== ORDER_STATUS.SHIPPED && transitionOrder(state, to).isOk())
    .map((to) => ({ kind: 'advance-order', to }));

const trackingOf = (shipment: NonNullable<DeskActionSubject['shipment']>) =>
  buildTimeline(shipment.method, shipment.events).map(({ tracking }) => tracking);

/** A parcel goes on its route only with a tracking number: the first time, by shipping the order. */
const shipmentSteps = (shipment: DeskActionSubject['shipment']): readonly DeskOffer[] =>
  shipment === null
    ? []
    : trackingOf(shipment)
        .map((tracking) =>
          nextTrackingStates(tracking)
            .filter((to) => to !== ON_ROUTE || shipment.trackingNumber !== null)
            .map((to): DeskOffer => ({ kind: 'advance-shipment', to })),
        )
        .unwrapOr([]);

/** Shipping is offered when the order may become shipped and its carrier's parcel may set off. */
const canShip = (file: DeskActionSubject): boolean =>
  file.shipment !== null &&
  transitionOrder(file.state, ORDER_STATUS.SHIPPED).isOk() &&
  trackingOf(file.shipment)
    .andThen((tracking) => advanceTracking(tracking, ON_ROUTE))
    .isOk();

/** A transfer or billing-account payment still owed can be marked received; online payments settle by themselves. */
const canConfirmPayment = (state: OrderState): boolean =>
  state.payment.kind !== 'ONLINE_PREPAID' &&
  state.payment.status === 'PENDING' &&
  applyPaymentResult(state, 'PAID').isOk();

/** The buttons the desk shows: exactly the moves the core's order, payment and shipment rules allow now. */
export const allowedDeskActions = (file: DeskActionSubject): readonly DeskOffer[] => [
  ...orderSteps(file.state),
  ...(canShip(file) ? [{ kind: 'ship' } as const] : []),
  ...shipmentSteps(file.shipment),
  ...(canConfirmPayment(file.state) ? [{ kind: 'confirm-payment' } as const] : []),
  ...(canTransitionOrder(file.state.status, ORDER_STATUS.CANCELED) ? [{ kind: 'cancel' } as const] : []),
  ...(canRefundOrder(file.state, file.refundedAt) ? [{ kind: 'refund' } as const] : []),
];

/** How an action is written in the audit trail: its kind, and its target for a move. */
export const describeDeskAction = (action: DeskAction): { readonly action: string; readonly detail: string } => {
  switch (action.kind) {
    case 'advance-order':
    case 'advance-shipment':
      return { action: action.kind, detail: String(action.to) };
    case 'ship':
      return { action: action.kind, detail: `${action.carrier} ${action.trackingNumber}` };
    case 'confirm-payment':
    case 'cancel':
    case 'refund':
      return { action: action.kind, detail: '' };
  }
};
