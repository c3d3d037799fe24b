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

const OrderPaymentCodec = t.type({
  method: PaymentMethodCodec,
  kind: PaymentKindCodec,
  status: t.keyof({ PENDING: null, PAID: null, CANCELED: null }),
});

export const PaymentNextCodec = t.union([
  t.type({ kind: t.literal('redirect'), url: t.string }),
  t.type({ kind: t.literal('instructions'), instructions: t.record(t.string, t.string) }),
  t.type({ kind: t.literal('pending') }),
]);

export const PlacedOrderCodec = t.type({
  publicId: t.string,
  status: t.number,
  commercialStatus: t.number,
  currency: CurrencyCodec,
  ...Totals,
  payment: OrderPaymentCodec,
  next: PaymentNextCodec,
});

/** The pickup point an order goes to, as it was chosen. */
export const OrderPickupPointCodec = t.type({
  id: t.string,
  name: t.string,
  street: t.string,
  postalCode: t.string,
  city: t.string,
  country: t.string,
  openingHours: nullable(t.string),
});

export const OrderSummaryCodec = t.type({
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
    t.type({
      id: t.string,
      articleId: t.number,
      designId: nullable(t.string),
      name: t.string,
      customisation: nullable(t.UnknownRecord),
      quantity: t.number,
      unitPrice: MoneyCodec,
      lineTotal: MoneyCodec,
      urlPreview: nullable(t.string),
    }),
  ),
  payment: OrderPaymentCodec,
});

const TrackingStateCodec = literals(TRACKING_STATES, 'TrackingState');

export const UserRequiredActionCodec = t.type({
  publicId: t.string,
  type: t.literal('PROVIDE_DATA_TO_REFUND'),
  status: t.keyof({ PENDING: null, DONE: null }),
});

export const OrderTrackingCodec = t.type({
  publicId: t.string,
  status: t.number,
  statusName: t.string,
  commercialStatus: t.number,
  commercialStatusName: t.string,
  shipment: t.type({
    deliveryMethod: DeliveryMethodCodec,
    carrier: nullable(CarrierCodec),
    trackingNumber: nullable(t.string),
    state: TrackingStateCodec,
    timeline: t.readonlyArray(
      t.type({
        state: TrackingStateCodec,
        progress: t.keyof({ done: null, current: null, upcoming: null }),
        at: nullable(t.number),
      }),
    ),
  }),
  pickupPoint: nullable(OrderPickupPointCodec),
  userRequiredActions: t.readonlyArray(UserRequiredActionCodec),
});

export const RefundDataAcceptedCodec = t.intersection([
  UserRequiredActionCodec,
  t.type({ refund: t.type({ iban: t.string, accountHolder: t.string }) }),
]);

export const PlacedOrderResponse = envelope(PlacedOrderCodec);
export const OrderSummaryResponse = envelope(OrderSummaryCodec);
export const OrderTrackingResponse = envelope(OrderTrackingCodec);
export const RefundDataAcceptedResponse = envelope(RefundDataAcceptedCodec);
