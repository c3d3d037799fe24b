import type { CheckoutStep } from '../../domain/checkout/checkout-step.ts';
import type { CustomerType } from '../../domain/checkout/customer-type.ts';
import type { PaymentKind } from '../../domain/payments/payment-kind.ts';
import type { PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { Carrier } from '../../domain/shipments/carrier.ts';
import type { DeliveryMethod, ShipmentMode } from '../../domain/shipments/shipment-mode.ts';
import type { PaymentNext } from '../../domain/payments/payment-next.ts';

export type ShownAddress = {
  readonly line1: string;
  readonly line2: string | null;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
};

export type ShownPaymentOption = { readonly method: PaymentMethod; readonly kind: PaymentKind };

/** The checkout as the shop keeps it: what was entered in each step, kept when the shopper leaves and comes back. */
export type ShownCheckout = {
  readonly step: CheckoutStep;
  readonly contact: {
    readonly customerType: CustomerType;
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string;
    readonly companyName?: string;
    readonly vatId?: string;
  } | null;
  readonly addresses: {
    readonly billing: ShownAddress;
    readonly shipping: ShownAddress;
    readonly shippingIsBilling: boolean;
  } | null;
  readonly shipment: {
    readonly mode: ShipmentMode;
    readonly carrier: Carrier | null;
    readonly pickupPointId: string | null;
  } | null;
  readonly payment: ShownPaymentOption | null;
  /** Sent as the Idempotency-Key of the order: the same choices keep the same key. */
  readonly idempotencyKey: string | null;
  readonly paymentOptions: readonly ShownPaymentOption[];
  /** The country the address step starts from: the store's default country as its config reads now. */
  readonly defaultCountry: string;
};

export type ShownPickupPoint = {
  readonly id: string;
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly openingHours: string | null;
  readonly phone: string | null;
  /** How far the point is from the postal code asked about. */
  readonly distanceKm: number;
};

/** What can be chosen for one country and postal code: modes, their carriers with prices, and pickup points. */
export type ShownShipmentOptions = {
  readonly country: string;
  readonly postalCode: string;
  readonly modes: readonly {
    readonly mode: ShipmentMode;
    readonly deliveryMethod: DeliveryMethod;
    readonly price: Money | null;
    readonly carriers: readonly {
      readonly carrier: Carrier;
      readonly price: Money;
      readonly minDays: number;
      readonly maxDays: number;
      readonly pickupPoints: readonly ShownPickupPoint[];
    }[];
  }[];
};

export type ShownPlacedOrder = { readonly publicId: string; readonly next: PaymentNext };
