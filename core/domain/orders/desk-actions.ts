import { applyPaymentResult } from './order-payment.ts';
import type { OrderState } from './order-state.ts';
import { ORDER_STATUS, type OrderStatus } from './order-status.ts';
import { canRefundOrder } from './order-refund.ts';
import { canTransitionOrder, nextOrderStatuses, transitionOrder } from './order-transitions.ts';
import { nextTrackingStates } from '../shipments/tracking-machine.ts';
import { buildTimeline } from '../shipments/tracking-timeline.ts';
import type { TrackingState } from '../shipments/tracking-state.ts';
import type { DeliveryMethod } from '../shipments/shipment-mode.ts';
import type { TrackingEvent } from '../shipments/tracking-timeline.ts';

/** What an administrator can do to an order from the desk: the commands `npm run shop` offers. */
export type DeskAction =
  | { readonly kind: 'advance-order'; readonly to: OrderStatus }
  | { readonly kind: 'advance-shipment'; readonly to: TrackingState }
  | { readonly kind: 'confirm-payment' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'refund' };

export const DESK_ACTION_KINDS = ['advance-order', 'advance-shipment', 'confirm-payment', 'cancel', 'refund'] as const;

export type DeskActionKind = DeskAction['kind'];

/** What the desk's rules read of an order: its state, its shipment's events, and whether it was refunded. */
export type DeskActionSubject = {
  readonly state: OrderState;
  /** Null when the order is not shipped by the shop. */
  readonly shipment: { readonly method: DeliveryMethod; readonly events: readonly TrackingEvent[] } | null;
  readonly refundedAt: number | null;
};

/** Production's next steps the core's table allows now (a step waiting for the payment is not offered). */
const orderSteps = (state: OrderState): readonly DeskAction[] =>
  nextOrderStatuses(state.status)
    .filter((to) => to !== ORDER_STATUS.CANCELED && transitionOrder(state, to).isOk())
    .map((to) => ({ kind: 'advance-order', to }));

const shipmentSteps = (shipment: DeskActionSubject['shipment']): readonly DeskAction[] =>
  shipment === null
    ? []
    : buildTimeline(shipment.method, shipment.events)
        .map(({ tracking }) => nextTrackingStates(tracking).map((to): DeskAction => ({ kind: 'advance-shipment', to })))
        .unwrapOr([]);

/** A transfer or billing-account payment still owed can be marked received; online payments settle by themselves. */
const canConfirmPayment = (state: OrderState): boolean =>
  state.payment.kind !== 'ONLINE_PREPAID' &&
  state.payment.status === 'PENDING' &&
  applyPaymentResult(state, 'PAID').isOk();

/** The buttons the desk shows: exactly the moves the core's order, payment and shipment rules allow now. */
export const allowedDeskActions = (file: DeskActionSubject): readonly DeskAction[] => [
  ...orderSteps(file.state),
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
    case 'confirm-payment':
    case 'cancel':
    case 'refund':
      return { action: action.kind, detail: '' };
  }
};
