import { okAsync } from 'neverthrow';
import type { UserRequiredAction } from '../../core/domain/orders/user-required-action.ts';
import type { RefundData } from '../../core/domain/payments/refund-data.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { TrackingEvent } from '../../core/domain/shipments/tracking-timeline.ts';
import type { OrderRepository } from '../../core/shop/orders/order-repository.port.ts';
import type { NewOrder, StoredOrder, TrackingRecord } from '../../core/shop/orders/order.ts';
import type { OrderPlacementRepositories, UnitOfWork } from '../../core/shop/orders/unit-of-work.port.ts';

/** Orders in memory; events and actions can be added per public id to play the order's later life. */
export const inMemoryOrders = (sessionOfCart: (cartId: string) => SessionId | null = () => null) => {
  const placed: NewOrder[] = [];
  const providerReferences = new Map<string, string>();
  const events = new Map<string, TrackingEvent[]>();
  const actions = new Map<string, UserRequiredAction[]>();
  const refunds = new Map<string, RefundData>();

  const stored = (order: NewOrder): StoredOrder => ({
    publicId: order.publicId,
    placedAt: order.placedAt,
    placedBy: { customerId: order.customerId, sessionId: sessionOfCart(order.cartId) },
    status: order.state.status,
    commercialStatus: order.state.commercialStatus,
    currency: order.currency,
    email: order.contact.email,
    shippingAddress: order.shippingAddress,
    shipment: order.shipment,
    pickupPoint: order.pickupPoint,
    promotionCode: order.promotionCode,
    ...order.totals,
    lines: order.lines,
    payment: { method: order.paymentMethod, kind: order.state.payment.kind, status: order.state.payment.status },
  });

  const tracking = (order: NewOrder): TrackingRecord => ({
    publicId: order.publicId,
    status: order.state.status,
    commercialStatus: order.state.commercialStatus,
    shipmentPostalCode: order.shippingAddress.postalCode,
    shipmentCountry: order.shippingAddress.country,
    deliveryMethod: order.shipment.deliveryMethod,
    carrier: order.shipment.carrier,
    trackingNumber: null,
    pickupPoint: order.pickupPoint,
    events: events.get(order.publicId) ?? [],
    actions: actions.get(order.publicId) ?? [],
  });

  const byPublicId = (publicId: string) => placed.find((order) => order.publicId === publicId);

  const repository: OrderRepository = {
    insert: (order) => {
      placed.push(order);
      return okAsync(undefined);
    },
    recordPaymentSession: (paymentId, reference) => {
      providerReferences.set(paymentId, reference);
      return okAsync(undefined);
    },
    find: (publicId) => {
      const order = byPublicId(publicId);
      return okAsync(order === undefined ? null : stored(order));
    },
    trackingOf: (publicId) => {
      const order = byPublicId(publicId);
      return okAsync(order === undefined ? null : tracking(order));
    },
    completeRefundAction: (publicId, actionPublicId, refund) => {
      const list = actions.get(publicId) ?? [];
      const index = list.findIndex((action) => action.publicId === actionPublicId && action.status === 'PENDING');
      const action = list[index];
      if (action === undefined) return okAsync(false);
      list[index] = { ...action, status: 'DONE' };
      refunds.set(actionPublicId, refund);
      return okAsync(true);
    },
  };
  return { repository, placed, providerReferences, events, actions, refunds };
};

/** Runs the work on the given repositories; the in-memory fakes have nothing to roll back in these specs. */
export const inMemoryUnitOfWork = (
  repositories: OrderPlacementRepositories,
): UnitOfWork<OrderPlacementRepositories> => ({
  run: (work) => work(repositories),
});
