import type { Carrier } from '../../domain/shipments/carrier.ts';
import type { PaymentKind } from '../../domain/payments/payment-kind.ts';
import type { PaymentMethod } from '../../domain/payments/payment-method.ts';
import type { PaymentStatus } from '../../domain/payments/payment-status.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { TrackingState } from '../../domain/shipments/tracking-state.ts';
import type { ShownAddress } from '../checkout/shown-checkout.ts';

/** The pickup point an order goes to: name, address and the carrier's opening hours (see localizedOpeningHours). */
export type ShownOrderPickupPoint = {
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly openingHours: string | null;
  /** The point's phone in international form; null when the carrier gave none or the order predates it. */
  readonly phone: string | null;
};

/** The order as the order-completed page shows it. */
export type ShownOrderSummary = {
  readonly publicId: string;
  readonly placedAt: number;
  readonly email: string;
  readonly shippingAddress: ShownAddress;
  /** Set when the parcel is collected at a pickup point rather than delivered to the address. */
  readonly pickupPoint: ShownOrderPickupPoint | null;
  readonly lines: readonly {
    readonly id: string;
    readonly name: string;
    readonly quantity: number;
    readonly unitPrice: Money;
    readonly lineTotal: Money;
    /** A personalised line's preview (jpg; the same path in .avif and .webp), else null. */
    readonly urlPreview: string | null;
  }[];
  readonly subtotal: Money;
  readonly shipping: Money;
  readonly discount: Money;
  readonly total: Money;
  /** The invoice's signed download link once the order is paid; null before. */
  readonly invoiceUrl: string | null;
};

/** Paid, waiting for the payment, or declined (and whether another try is possible). */
export type ShownPaymentStatus = {
  readonly method: PaymentMethod;
  readonly kind: PaymentKind;
  readonly status: PaymentStatus;
  readonly canRetry: boolean;
  /** The methods a new try may use, in the checkout's order; empty when it cannot be retried. */
  readonly retryMethods: readonly PaymentMethod[];
};

export type TrackingProgress = 'done' | 'current' | 'upcoming';

export type ShownUserRequiredAction = {
  readonly publicId: string;
  readonly type: 'PROVIDE_DATA_TO_REFUND';
  readonly status: 'PENDING' | 'DONE';
};

/** An order's public tracking: its status, the shipment's route so far and what the shopper must do. */
export type ShownTracking = {
  readonly publicId: string;
  readonly statusName: string;
  readonly commercialStatusName: string;
  readonly shipment: {
    /** Who carries the parcel; with the tracking number it links to the carrier's own tracking page. */
    readonly carrier: Carrier | null;
    readonly trackingNumber: string | null;
    readonly state: TrackingState;
    readonly timeline: readonly {
      readonly state: TrackingState;
      readonly progress: TrackingProgress;
      readonly at: number | null;
    }[];
  };
  readonly pickupPoint: ShownOrderPickupPoint | null;
  readonly userRequiredActions: readonly ShownUserRequiredAction[];
};
