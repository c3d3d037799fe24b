import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { okAsync, ResultAsync } from 'neverthrow';
import type { Address } from '../../core/domain/checkout/address-step.ts';
import type { ShipmentChoice } from '../../core/domain/checkout/shipment-step.ts';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { CommercialStatus } from '../../core/domain/orders/commercial-status.ts';
import type { OrderStatus } from '../../core/domain/orders/order-status.ts';
import type { UserRequiredAction } from '../../core/domain/orders/user-required-action.ts';
import type { PaymentKind } from '../../core/domain/payments/payment-kind.ts';
import type { PaymentMethod } from '../../core/domain/payments/payment-method.ts';
import type { PaymentStatus } from '../../core/domain/payments/payment-status.ts';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { Cents, Money } from '../../core/domain/pricing/money.ts';
import type { PromotionCode } from '../../core/domain/pricing/promotion.ts';
import type { Quantity } from '../../core/domain/pricing/quantity.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type { Carrier } from '../../core/domain/shipments/carrier.ts';
import type { DeliveryMethod } from '../../core/domain/shipments/shipment-mode.ts';
import type { TrackingState } from '../../core/domain/shipments/tracking-state.ts';
import type { OrderRepository } from '../../core/shop/orders/order-repository.port.ts';
import type {
  NewOrder,
  OrderPickupPoint,
  OrderPublicId,
  StoredOrder,
  TrackingRecord,
} from '../../core/shop/orders/order.ts';
import type { ShopDatabase } from './database.ts';
import {
  carts,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  shipmentEvents,
  shipments,
  userRequiredActions,
} from './schema/index.ts';
import { attempt, inTransaction } from './transaction.ts';
import { storedPickupPoint, type StoredPickupPoint } from './stored-pickup-point.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

/** The orders.shipment column: the core's shipment choice, the address it goes to and the pickup point chosen. */
type StoredShipment = ShipmentChoice & { readonly address: Address; readonly pickupPoint?: StoredPickupPoint | null };

/** Orders placed before the pickup point was kept have none in their shipment column. */
const pickupPointOf = (stored: StoredShipment): OrderPickupPoint | null => storedPickupPoint(stored.pickupPoint);

const json = (value: object): Record<string, unknown> => value as unknown as Record<string, unknown>;

/** Writes a new order with its lines, first status, shipment and payment (also used by the demo data). */
export const insertOrder = async (tx: ShopDatabase, order: NewOrder, ids: IdGenerator): Promise<void> => {
  const at = new Date(order.placedAt);
  const { state, totals, contact } = order;
  const shipment: StoredShipment = {
    ...order.shipment,
    address: order.shippingAddress,
    pickupPoint: order.pickupPoint,
  };
  await tx.insert(orders).values({
    id: order.id,
    publicId: order.publicId,
    store: order.store,
    cartId: order.cartId,
    customerId: order.customerId,
    email: contact.email,
    customerType: contact.customerType,
    contact: json(contact),
    billingAddress: json(order.billingAddress),
    shipment: json(shipment),
    shipmentPostalCode: order.shippingAddress.postalCode,
    shipmentCountry: order.shippingAddress.country,
    status: state.status,
    commercialStatus: state.commercialStatus,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    subtotalMinor: totals.subtotal.amount,
    shippingMinor: totals.shipping.amount,
    discountMinor: totals.discount.amount,
    totalMinor: totals.total.amount,
    promotionCode: order.promotionCode,
    locale: order.locale,
    createdAt: at,
    updatedAt: at,
  });
  await tx.insert(orderLines).values(
    order.lines.map((line) => ({
      id: line.id,
      orderId: order.id,
      articleId: line.articleId,
      designId: line.designId,
      name: line.name,
      customisation: line.customisation === null ? null : { ...line.customisation },
      quantity: line.quantity,
      unitPriceMinor: line.unitPrice.amount,
    })),
  );
  await tx.insert(orderStatusHistory).values({
    id: ids.uuid(),
    orderId: order.id,
    status: state.status,
    commercialStatus: state.commercialStatus,
    at,
  });
  await tx.insert(shipments).values({
    id: order.shipmentId,
    orderId: order.id,
    carrier: order.shipment.carrier,
    deliveryMethod: order.shipment.deliveryMethod,
    pickupPointId: order.shipment.pickupPointId,
    state: 'PROCESSING',
    updatedAt: at,
  });
  await tx.insert(shipmentEvents).values({ id: ids.uuid(), shipmentId: order.shipmentId, state: 'PROCESSING', at });
  await tx.insert(payments).values({
    id: order.paymentId,
    orderId: order.id,
    method: order.paymentMethod,
    kind: state.payment.kind,
    status: state.payment.status,
    amountMinor: totals.total.amount,
    currency: order.currency,
    createdAt: at,
    updatedAt: at,
  });
};

const moneyOf = (amount: number, currency: CurrencyCode): Money => ({ amount: amount as Cents, currency });

const findOrder = (db: ShopDatabase, publicId: OrderPublicId): ResultAsync<StoredOrder | null, RepositoryFailure> =>
  attempt(
    db
      .select({ order: orders, sessionId: carts.sessionId })
      .from(orders)
      .leftJoin(carts, eq(carts.id, orders.cartId))
      .where(eq(orders.publicId, publicId)),
  ).andThen(([row]) => {
    if (row === undefined) return okAsync(null);
    const { order } = row;
    const currency = order.currency as CurrencyCode;
    return ResultAsync.combine([
      attempt(db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id))),
      attempt(
        db
          .select()
          .from(payments)
          .where(eq(payments.orderId, order.id))
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(1),
      ),
    ] as const).map(([lines, [payment]]): StoredOrder => {
      const { address, pickupPoint, ...shipment } = order.shipment as unknown as StoredShipment;
      return {
        publicId: order.publicId as OrderPublicId,
        placedAt: order.createdAt.getTime(),
        placedBy: { customerId: order.customerId as CustomerId | null, sessionId: row.sessionId as SessionId | null },
        status: order.status as OrderStatus,
        commercialStatus: order.commercialStatus as CommercialStatus,
        currency,
        email: order.email,
        shippingAddress: address,
        shipment,
        pickupPoint: storedPickupPoint(pickupPoint),
        promotionCode: order.promotionCode as PromotionCode | null,
        subtotal: moneyOf(order.subtotalMinor, currency),
        shipping: moneyOf(order.shippingMinor, currency),
        discount: moneyOf(order.discountMinor, currency),
        total: moneyOf(order.totalMinor, currency),
        lines: lines.map((line) => ({
          id: line.id,
          articleId: line.articleId,
          designId: line.designId,
          name: line.name,
          customisation: line.customisation ?? null,
          quantity: line.quantity as Quantity,
          unitPrice: moneyOf(line.unitPriceMinor, currency),
        })),
        payment: {
          method: (payment?.method ?? order.paymentMethod) as PaymentMethod,
          kind: (payment?.kind ?? 'ONLINE_PREPAID') as PaymentKind,
          status: (payment?.status ?? 'PENDING') as PaymentStatus,
        },
      };
    });
  });

const trackingOf = (db: ShopDatabase, publicId: OrderPublicId): ResultAsync<TrackingRecord | null, RepositoryFailure> =>
  attempt(
    db
      .select({ order: orders, shipment: shipments })
      .from(orders)
      .innerJoin(shipments, eq(shipments.orderId, orders.id))
      .where(eq(orders.publicId, publicId)),
  ).andThen(([row]) => {
    if (row === undefined) return okAsync(null);
    const { order, shipment } = row;
    return ResultAsync.combine([
      attempt(
        db
          .select({ state: shipmentEvents.state, at: shipmentEvents.at })
          .from(shipmentEvents)
          .where(eq(shipmentEvents.shipmentId, shipment.id))
          .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id)),
      ),
      attempt(
        db
          .select({
            publicId: userRequiredActions.publicId,
            type: userRequiredActions.type,
            status: userRequiredActions.status,
          })
          .from(userRequiredActions)
          .where(eq(userRequiredActions.orderId, order.id))
          .orderBy(asc(userRequiredActions.createdAt), asc(userRequiredActions.publicId)),
      ),
    ] as const).map(([events, actions]): TrackingRecord => ({
      publicId: order.publicId as OrderPublicId,
      status: order.status as OrderStatus,
      commercialStatus: order.commercialStatus as CommercialStatus,
      shipmentPostalCode: order.shipmentPostalCode,
      shipmentCountry: order.shipmentCountry,
      deliveryMethod: shipment.deliveryMethod as DeliveryMethod,
      carrier: shipment.carrier as Carrier | null,
      trackingNumber: shipment.trackingNumber,
      pickupPoint: pickupPointOf(order.shipment as unknown as StoredShipment),
      events: events.map((event) => ({ state: event.state as TrackingState, at: event.at.getTime() })),
      actions: actions as UserRequiredAction[],
    }));
  });

/** `ids` names the rows the core does not (status history, shipment events). */
export const postgresOrderRepository = (db: ShopDatabase, ids: IdGenerator): OrderRepository => ({
  insert: (order) => inTransaction(db, (tx) => attempt(insertOrder(tx, order, ids))),

  recordPaymentSession: (paymentId, providerReference) =>
    attempt(
      db
        .update(payments)
        .set({ providerReference, updatedAt: sql`now()` })
        .where(eq(payments.id, paymentId)),
    ).map(() => undefined),

  find: (publicId) => findOrder(db, publicId),

  trackingOf: (publicId) => trackingOf(db, publicId),

  // Conditional on PENDING, so two submissions racing each other close the action once.
  completeRefundAction: (publicId, actionPublicId, refund, at) =>
    attempt(
      db
        .update(userRequiredActions)
        .set({
          status: 'DONE',
          data: { iban: refund.iban, accountHolder: refund.accountHolder },
          resolvedAt: new Date(at),
        })
        .where(
          and(
            eq(userRequiredActions.publicId, actionPublicId),
            eq(userRequiredActions.status, 'PENDING'),
            inArray(
              userRequiredActions.orderId,
              db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId)),
            ),
          ),
        )
        .returning({ publicId: userRequiredActions.publicId }),
    ).map((rows) => rows.length === 1),
});
