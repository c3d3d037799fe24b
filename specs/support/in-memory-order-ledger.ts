import { errAsync, okAsync, type Result } from 'neverthrow';
import type { OrderState } from '../../core/domain/orders/order-state.ts';
import type { UserRequiredAction } from '../../core/domain/orders/user-required-action.ts';
import { paymentKindOf, type PaymentMethod } from '../../core/domain/payments/payment-method.ts';
import type { PaymentStatus } from '../../core/domain/payments/payment-status.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { DeliveryMethod } from '../../core/domain/shipments/shipment-mode.ts';
import type { TrackingEvent } from '../../core/domain/shipments/tracking-timeline.ts';
import type { TrackingState } from '../../core/domain/shipments/tracking-state.ts';
import type { OrderChange, OrderSnapshot } from '../../core/shop/order-lifecycle/order-change.ts';
import type {
  OrderDispatch,
  OrderLedger,
  ShipmentChange,
  ShipmentSnapshot,
} from '../../core/shop/order-lifecycle/order-ledger.port.ts';
import type {
  NotificationRecord,
  PayableOrder,
  PaymentAttempt,
  PaymentLedger,
  PaymentNotification,
} from '../../core/shop/payments/payment-ledger.port.ts';
import type { CustomerType } from '../../core/domain/checkout/customer-type.ts';
import type { CountryCode } from '../../core/domain/site/country.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { PaymentAsked } from '../../core/shop/payments/notification-checks.ts';
import { orderNotFound } from '../../core/shop/orders/order-errors.ts';

type FakePayment = { id: string; method: PaymentMethod; status: PaymentStatus };

type FakeOrder = {
  orderId: string;
  publicId: string;
  sessionId: string | null;
  customerId: string | null;
  state: OrderState;
  payments: FakePayment[];
  shipment: {
    id: string;
    method: DeliveryMethod;
    carrier: string | null;
    trackingNumber: string | null;
    events: (TrackingEvent & { note: string | null })[];
  } | null;
  /** The jobs the orders' changes queued, in order, as the job queue would hold them. */
  jobs: { name: string; publicId: string }[];
  history: OrderState[];
  actions: UserRequiredAction[];
  createdAt: number;
  shipmentCountry: CountryCode;
  customerType: CustomerType;
};

export type FakeOrderSeed = {
  readonly publicId: string;
  readonly state: OrderState;
  readonly method?: PaymentMethod;
  readonly sessionId?: string;
  readonly customerId?: string;
  readonly deliveryMethod?: DeliveryMethod;
  /** A shipment already given its carrier's tracking number. */
  readonly trackingNumber?: string;
  readonly createdAt?: number;
  readonly shipmentCountry?: string;
  readonly customerType?: CustomerType;
};

/** The OrderLedger and PaymentLedger contracts kept in memory, for the core's use case specs. */
export const inMemoryOrderLedger = () => {
  const orders = new Map<string, FakeOrder>();
  /** Outcome by event id, as payment_events keeps it. */
  const eventIds = new Map<string, string>();
  const paymentOf = new Map<string, string>();
  const sessionsOfCustomer = new Map<string, string>();

  const snapshot = (order: FakeOrder, payment: FakePayment): OrderSnapshot => ({
    orderId: order.orderId,
    publicId: order.publicId,
    paymentId: payment.id,
    paymentMethod: payment.method,
    state: { ...order.state, payment: { kind: paymentKindOf(payment.method), status: payment.status } },
  });
  const payable = (order: FakeOrder): PayableOrder => ({
    ...snapshot(order, current(order)),
    total: { amount: 2490 as Cents, currency: 'EUR' },
    locale: 'es',
    shipmentCountry: order.shipmentCountry,
    customerType: order.customerType,
  });
  /** Every fake payment asks for the fake total. */
  const askedOf = (order: FakeOrder): PaymentAsked => ({
    orderPublicId: order.publicId,
    amountMinor: 2490,
    currency: 'EUR',
  });
  const visibleTo = (order: FakeOrder | undefined, requester: string): order is FakeOrder =>
    order !== undefined &&
    (order.sessionId === requester ||
      (order.customerId !== null && sessionsOfCustomer.get(requester) === order.customerId));
  const shipmentSnapshot = (shipment: NonNullable<FakeOrder['shipment']>): ShipmentSnapshot => ({
    shipmentId: shipment.id,
    method: shipment.method,
    trackingNumber: shipment.trackingNumber,
    events: shipment.events.map(({ state, at }) => ({ state, at })),
  });
  const current = (order: FakeOrder) => order.payments[order.payments.length - 1] as FakePayment;
  const write = (order: FakeOrder, payment: FakePayment, change: OrderChange) => {
    payment.status = change.state.payment.status;
    order.state = { ...change.state };
    if (change.statusChanged) order.history.push(change.state);
    order.actions.push(...change.raisedActions);
  };

  const ledger: OrderLedger & PaymentLedger = {
    listOrders: ({ status, limit }) =>
      okAsync(
        [...orders.values()]
          .filter((order) => status === undefined || order.state.status === status)
          .sort((a, b) => b.createdAt - a.createdAt)
          .slice(0, limit)
          .map((order) => ({
            publicId: order.publicId,
            status: order.state.status,
            commercialStatus: order.state.commercialStatus,
            paymentMethod: current(order).method,
            paymentStatus: current(order).status,
            total: { amount: 2490 as Cents, currency: 'EUR' as const },
            shipmentState: (order.shipment?.events.at(-1)?.state ??
              (order.shipment ? 'PROCESSING' : null)) as TrackingState | null,
            createdAt: order.createdAt,
          })),
      ),
    changeOrder: <E>(publicId: string, decide: (order: OrderSnapshot) => Result<OrderChange, E>) => {
      const order = orders.get(publicId);
      if (!order) return errAsync(orderNotFound());
      const before = snapshot(order, current(order));
      const decided = decide(before);
      if (decided.isErr()) return errAsync(decided.error);
      write(order, current(order), decided.value);
      return okAsync({ before, change: decided.value });
    },
    changeShipment: <E>(publicId: string, decide: (shipment: ShipmentSnapshot) => Result<ShipmentChange, E>) => {
      const shipment = orders.get(publicId)?.shipment;
      if (!shipment) return errAsync({ type: 'ShipmentNotFound' as const, publicId });
      const decided = decide(shipmentSnapshot(shipment));
      if (decided.isOk() && decided.value.moved) {
        shipment.events.push({ state: decided.value.state, at: decided.value.at, note: decided.value.note });
      }
      return decided.isOk() ? okAsync(decided.value) : errAsync(decided.error);
    },
    dispatchOrder: <E>(
      publicId: string,
      decide: (order: OrderSnapshot, shipment: ShipmentSnapshot) => Result<OrderDispatch, E>,
    ) => {
      const order = orders.get(publicId);
      if (!order) return errAsync(orderNotFound());
      const shipment = order.shipment;
      if (!shipment) return errAsync({ type: 'ShipmentNotFound' as const, publicId });
      const before = snapshot(order, current(order));
      const decided = decide(before, shipmentSnapshot(shipment));
      if (decided.isErr()) return errAsync(decided.error);
      const { change, shipment: moved, dispatch } = decided.value;
      write(order, current(order), change);
      shipment.carrier = dispatch.carrier;
      shipment.trackingNumber = dispatch.trackingNumber;
      if (moved.moved) shipment.events.push({ state: moved.state, at: moved.at, note: moved.note });
      order.jobs.push({ name: 'order-shipped-mail', publicId });
      return okAsync({ before, change });
    },
    recordNotification: <E>(
      notification: PaymentNotification,
      decide: (order: OrderSnapshot, asked: PaymentAsked) => Result<OrderChange, E>,
      refusal?: (error: E) => string | undefined,
    ) => {
      const order = [...orders.values()].find((candidate) =>
        candidate.payments.some((p) => p.id === notification.paymentId),
      );
      const payment = order?.payments.find((p) => p.id === notification.paymentId);
      if (!order || !payment) return errAsync({ type: 'PaymentNotFound' as const, paymentId: notification.paymentId });
      if (eventIds.has(notification.eventId)) return okAsync<NotificationRecord<E>>({ kind: 'duplicate' });
      eventIds.set(notification.eventId, notification.result);
      paymentOf.set(notification.eventId, notification.paymentId);
      const before = snapshot(order, payment);
      const decided = decide(before, askedOf(order));
      if (decided.isErr()) {
        eventIds.set(notification.eventId, refusal?.(decided.error) ?? notification.result);
        return okAsync<NotificationRecord<E>>({ kind: 'refused', order: before, error: decided.error });
      }
      write(order, payment, decided.value);
      return okAsync<NotificationRecord<E>>({ kind: 'applied', changed: { before, change: decided.value } });
    },
    mismatchedNotifications: (limit) =>
      okAsync(
        [...eventIds]
          .filter(([, outcome]) => outcome.startsWith('MISMATCH'))
          .reverse()
          .slice(0, limit)
          .map(([eventId, outcome]) => {
            const order = [...orders.values()].find((one) => one.payments.some((p) => p.id === paymentOf.get(eventId)));
            return {
              eventId,
              paymentId: paymentOf.get(eventId) ?? '',
              orderPublicId: order?.publicId ?? '',
              outcome,
              receivedAt: 0,
            };
          }),
      ),
    paymentOfOrder: (publicId, requester) => {
      const order = orders.get(publicId);
      return visibleTo(order, requester) ? okAsync(payable(order)) : errAsync(orderNotFound());
    },
    addPaymentAttempt: <E>(
      publicId: string,
      requester: SessionId,
      decide: (order: PayableOrder) => Result<PaymentAttempt, E>,
    ) => {
      const order = orders.get(publicId);
      if (!visibleTo(order, requester)) return errAsync(orderNotFound());
      const before = payable(order);
      const decided = decide(before);
      if (decided.isErr()) return errAsync(decided.error);
      const attempt = decided.value;
      order.payments.push({ id: attempt.paymentId, method: attempt.method, status: attempt.state.payment.status });
      order.state = attempt.state;
      return okAsync({ order: before, attempt });
    },
  };

  return {
    ledger,
    outcomeOf: (eventId: string) => eventIds.get(eventId),
    add: (seed: FakeOrderSeed) => {
      const method = seed.method ?? 'CARD';
      orders.set(seed.publicId, {
        orderId: `order-${seed.publicId}`,
        publicId: seed.publicId,
        sessionId: seed.sessionId ?? null,
        customerId: seed.customerId ?? null,
        state: seed.state,
        payments: [{ id: `pay-${seed.publicId}`, method, status: seed.state.payment.status }],
        shipment: seed.deliveryMethod
          ? {
              id: `ship-${seed.publicId}`,
              method: seed.deliveryMethod,
              carrier: null,
              trackingNumber: seed.trackingNumber ?? null,
              events: [],
            }
          : null,
        jobs: [],
        history: [],
        actions: [],
        createdAt: seed.createdAt ?? 0,
        shipmentCountry: (seed.shipmentCountry ?? 'ES') as CountryCode,
        customerType: seed.customerType ?? 'PERSON',
      });
      return `pay-${seed.publicId}`;
    },
    signIn: (sessionId: string, customerId: string) => sessionsOfCustomer.set(sessionId, customerId),
    order: (publicId: string) => orders.get(publicId),
    /** The order's payment attempts, oldest first. */
    payments: (publicId: string) => orders.get(publicId)?.payments ?? [],
  };
};

export type InMemoryOrderLedger = ReturnType<typeof inMemoryOrderLedger>;
