import * as t from 'io-ts';
import { TRACKING_STATES } from '../../core/domain/shipments/tracking-state.ts';
import { CurrencyCodec, MoneyCodec } from './catalogue.codec.ts';
import {
  AddressCodec,
  CarrierCodec,
  DeliveryMethodCodec,
  PaymentKindCodec,
  PaymentMethodCodec,
  ShipmentChoiceCodec,
} from './checkout.codec.ts';
import { envelope } from './envelope.codec.ts';
import { BooleanFromString, FormText, nullable, textMatching, WholeNumberFromString } from './form-fields.codec.ts';
import type { FormFieldNames } from './form-field-names.ts';
import { wireType } from './wire-object.ts';

/** Shop API paths of orders and public tracking, relative to the base path. */
export const ORDER_PATHS = {
  orders: '/orders',
  summary: '/orders/:public_id/summary',
  tracking: '/tracking',
  refundAction: '/tracking/:public_id/user_required_actions/:action_public_id',
} as const;

const literals = <T extends string>(values: readonly T[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

const PublicIdText = textMatching(
  'OrderPublicId',
  /^[A-Za-z0-9-]{1,24}$/,
  'expected an order number such as ES-7KQ2M9XD',
);
const ActionIdText = textMatching('ActionPublicId', /^[A-Za-z0-9-]{1,64}$/, 'expected an action id');
const CountryText = textMatching('Country', /^\s*[A-Za-z]{2}\s*$/, 'expected a two-letter country code');
const PostalCodeText = textMatching('PostalCode', /^[A-Za-z0-9 -]{1,12}$/, 'expected a postal code');

// ---- Requests ----

/** The request field names of the order and refund forms by the core's field names. */
export const PLACE_ORDER_FORM_FIELDS = {
  method: 'payment_method',
  terms: 'terms_accepted',
} as const satisfies FormFieldNames;

export const REFUND_DATA_FORM_FIELDS = { accountHolder: 'account_holder' } as const satisfies FormFieldNames;

export const PlaceOrderBody = t.type({
  payment_method: FormText,
  terms_accepted: BooleanFromString,
  /** The total (minor units) the shopper saw and confirmed. */
  expected_total: WholeNumberFromString,
});

export const OrderParams = t.type({ public_id: PublicIdText });

const TrackingFields = t.type({ shipment_postal_code: PostalCodeText, shipment_country: CountryText });

export const TrackingQuery = t.intersection([t.type({ public_id: PublicIdText }), TrackingFields]);

export const RefundActionParams = t.type({ public_id: PublicIdText, action_public_id: ActionIdText });

export const RefundDataBody = t.intersection([TrackingFields, t.type({ iban: FormText, account_holder: FormText })]);

// ---- Responses ----

const Totals = {
  subtotal: MoneyCodec,
  shipping: MoneyCodec,
  discount: MoneyCodec,
  total: MoneyCodec,
};

const OrderPaymentCodec = wireType(
  {
    method: PaymentMethodCodec,
    kind: PaymentKindCodec,
    status: t.keyof({ PENDING: null, PAID: null, CANCELED: null }),
  },
  'OrderPayment',
);

export const PaymentNextCodec = t.union([
  wireType({ kind: t.literal('redirect'), url: t.string }, 'PaymentRedirect'),
  wireType({ kind: t.literal('instructions'), instructions: t.record(t.string, t.string) }, 'PaymentInstructions'),
  wireType({ kind: t.literal('pending') }, 'PaymentPending'),
]);

export const PlacedOrderCodec = wireType(
  {
    publicId: t.string,
    status: t.number,
    commercialStatus: t.number,
    currency: CurrencyCodec,
    ...Totals,
    payment: OrderPaymentCodec,
    next: PaymentNextCodec,
  },
  'PlacedOrder',
);

/** A placed order as it travels, in the Shop API's wire names (`public_id`, `commercial_status`). */
export type PlacedOrderWire = t.OutputOf<typeof PlacedOrderCodec>;

/** The pickup point an order goes to, as it was chosen. */
export const OrderPickupPointCodec = wireType(
  {
    id: t.string,
    name: t.string,
    street: t.string,
    postalCode: t.string,
    city: t.string,
    country: t.string,
    openingHours: nullable(t.string),
    phone: nullable(t.string),
  },
  'OrderPickupPoint',
);

export const OrderSummaryCodec = wireType(
  {
    publicId: t.string,
    placedAt: t.number,
    status: t.number,
    statusName: t.string,
    commercialStatus: t.number,
    currency: CurrencyCodec,
    email: t.string,
    shippingAddress: AddressCodec,
    shipment: ShipmentChoiceCodec,
    pickupPoint: nullable(OrderPickupPointCodec),
    promotionCode: nullable(t.string),
    ...Totals,
    lines: t.readonlyArray(
      wireType(
        {
          id: t.string,
          articleId: t.number,
          designId: nullable(t.string),
          name: t.string,
          customisation: nullable(t.UnknownRecord),
          quantity: t.number,
          unitPrice: MoneyCodec,
          lineTotal: MoneyCodec,
          urlPreview: nullable(t.string),
        },
        'OrderLine',
      ),
    ),
    payment: OrderPaymentCodec,
    invoiceUrl: nullable(t.string),
  },
  'OrderSummary',
);

/** An order summary as it travels, in the Shop API's wire names (`placed_at`, `shipping_address`). */
export type OrderSummaryWire = t.OutputOf<typeof OrderSummaryCodec>;

const TrackingStateCodec = literals(TRACKING_STATES, 'TrackingState');

const userRequiredActionProps = {
  publicId: t.string,
  type: t.literal('PROVIDE_DATA_TO_REFUND'),
  status: t.keyof({ PENDING: null, DONE: null }),
};

export const UserRequiredActionCodec = wireType(userRequiredActionProps, 'UserRequiredAction');

export const OrderTrackingCodec = wireType(
  {
    publicId: t.string,
    status: t.number,
    statusName: t.string,
    commercialStatus: t.number,
    commercialStatusName: t.string,
    shipment: wireType(
      {
        deliveryMethod: DeliveryMethodCodec,
        carrier: nullable(CarrierCodec),
        trackingNumber: nullable(t.string),
        state: TrackingStateCodec,
        timeline: t.readonlyArray(
          wireType(
            {
              state: TrackingStateCodec,
              progress: t.keyof({ done: null, current: null, upcoming: null }),
              at: nullable(t.number),
            },
            'TrackingStep',
          ),
        ),
      },
      'TrackedShipment',
    ),
    pickupPoint: nullable(OrderPickupPointCodec),
    userRequiredActions: t.readonlyArray(UserRequiredActionCodec),
  },
  'OrderTracking',
);

/** An order's tracking as it travels, in the Shop API's wire names (`user_required_actions`). */
export type OrderTrackingWire = t.OutputOf<typeof OrderTrackingCodec>;

export const RefundDataAcceptedCodec = wireType(
  {
    ...userRequiredActionProps,
    refund: wireType({ iban: t.string, accountHolder: t.string }, 'RefundData'),
  },
  'RefundDataAccepted',
);

export const PlacedOrderResponse = envelope(PlacedOrderCodec);
export const OrderSummaryResponse = envelope(OrderSummaryCodec);
export const OrderTrackingResponse = envelope(OrderTrackingCodec);
export const RefundDataAcceptedResponse = envelope(RefundDataAcceptedCodec);
