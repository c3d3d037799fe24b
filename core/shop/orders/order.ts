import type { Address } from '../../domain/checkout/address-step.ts';
import type { Contact } from '../../domain/checkout/contact-step.ts';
import type { ShipmentChoice } from '../../domain/checkout/shipment-step.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { CommercialStatus } from '../../domain/orders/commercial-status.ts';
import type { OrderState } from '../../domain/orders/order-state.ts';
import type { OrderStatus } from '../../domain/orders/order-status.ts';
import type { UserRequiredAction } from '../../domain/orders/user-required-action.ts';
import type { PaymentKind } from '../../domain/payments/payment-kind.ts';
import type { PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { PaymentStatus } from '../../domain/payments/payment-status.ts';
import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { PromotionCode } from '../../domain/pricing/promotion.ts';
import type { Quantity } from '../../domain/pricing/quantity.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { Carrier } from '../../domain/shipments/carrier.ts';
import type { DeliveryMethod } from '../../domain/shipments/shipment-mode.ts';
import type { TrackingEvent } from '../../domain/shipments/tracking-timeline.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { CartId, Customisation } from '../carts/cart.ts';
import type { PickupPoint } from '../checkout/shipping-catalogue.port.ts';
import type { PaymentNext } from '../../domain/payments/payment-next.ts';

/** What the shopper sees and types into tracking, e.g. 'ES-7KQ2M9XD'. */
export type OrderPublicId = string & { readonly __brand: 'OrderPublicId' };

export type OrderLine = {
  readonly id: string;
  readonly articleId: number;
  readonly designId: string | null;
  readonly name: string;
  readonly customisation: Customisation | null;
  readonly quantity: Quantity;
  readonly unitPrice: Money;
};

/** `discount` holds everything taken off, shipping included, so that subtotal + shipping − discount = total. */
/** The pickup point an order goes to, as it was when chosen: shown on the order's pages and mails. */
export type OrderPickupPoint = Pick<
  PickupPoint,
  'id' | 'name' | 'street' | 'postalCode' | 'city' | 'country' | 'openingHours' | 'phone'
>;

export type OrderTotals = {
  readonly subtotal: Money;
  readonly shipping: Money;
  readonly discount: Money;
  readonly total: Money;
};

/** An order as placed, written in one transaction with its lines, first status, shipment and payment. */
export type NewOrder = {
  readonly id: string;
  readonly publicId: OrderPublicId;
  readonly store: StoreSlug;
  readonly locale: Locale;
  readonly cartId: CartId;
  readonly customerId: CustomerId | null;
  readonly contact: Contact;
  readonly billingAddress: Address;
  readonly shippingAddress: Address;
  readonly shipment: ShipmentChoice;
  /** Set for a PICKPOINT shipment: where the parcel is collected, not the shipping address. */
  readonly pickupPoint: OrderPickupPoint | null;
  readonly shipmentId: string;
  readonly state: OrderState;
  readonly paymentId: string;
  readonly paymentMethod: PaymentMethod;
  readonly currency: CurrencyCode;
  readonly totals: OrderTotals;
  readonly promotionCode: PromotionCode | null;
  readonly lines: readonly OrderLine[];
  readonly placedAt: number;
};

export type OrderPaymentView = {
  readonly method: PaymentMethod;
  readonly kind: PaymentKind;
  readonly status: PaymentStatus;
};

export type PlacedOrder = OrderTotals & {
  readonly publicId: OrderPublicId;
  readonly status: OrderStatus;
  readonly commercialStatus: CommercialStatus;
  readonly currency: CurrencyCode;
  readonly payment: OrderPaymentView;
  readonly next: PaymentNext;
};

/** An order as kept, with who placed it, for the order-completed page. */
export type StoredOrder = OrderTotals & {
  readonly publicId: OrderPublicId;
  readonly placedAt: number;
  readonly placedBy: { readonly customerId: CustomerId | null; readonly sessionId: SessionId | null };
  readonly status: OrderStatus;
  readonly commercialStatus: CommercialStatus;
  readonly currency: CurrencyCode;
  readonly email: string;
  readonly shippingAddress: Address;
  readonly shipment: ShipmentChoice;
  readonly pickupPoint: OrderPickupPoint | null;
  readonly promotionCode: PromotionCode | null;
  readonly lines: readonly OrderLine[];
  readonly payment: OrderPaymentView;
};

/** What public tracking reads: the order's statuses, where it ships, its shipment's events and pending actions. */
export type TrackingRecord = {
  readonly publicId: OrderPublicId;
  readonly status: OrderStatus;
  readonly commercialStatus: CommercialStatus;
  readonly shipmentPostalCode: string;
  readonly shipmentCountry: string;
  readonly deliveryMethod: DeliveryMethod;
  readonly carrier: Carrier | null;
  readonly trackingNumber: string | null;
  readonly pickupPoint: OrderPickupPoint | null;
  readonly events: readonly TrackingEvent[];
  readonly actions: readonly UserRequiredAction[];
};
