import * as t from 'io-ts';
import type { FormFieldNames } from './form-field-names.ts';
import { CUSTOMER_TYPES } from '../../core/domain/checkout/customer-type.ts';
import { PAYMENT_KINDS } from '../../core/domain/payments/payment-kind.ts';
import { PAYMENT_METHODS } from '../../core/domain/payments/payment-method.ts';
import { CARRIERS } from '../../core/domain/shipments/carrier.ts';
import { DELIVERY_METHODS, DELIVERY_MODES, SHIPMENT_MODES } from '../../core/domain/shipments/shipment-mode.ts';
import { MoneyCodec } from './catalogue.codec.ts';
import { envelope } from './envelope.codec.ts';
import { BooleanFromString, FormText, nullable, textMatching } from './form-fields.codec.ts';
import { wireType } from './wire-object.ts';

/** Shop API paths of the checkout, relative to the base path. */
export const CHECKOUT_PATHS = {
  checkout: '/checkout',
  step: '/checkout/step',
  contact: '/checkout/contact',
  addresses: '/checkout/addresses',
  shipment: '/checkout/shipment',
  shipmentOptions: '/checkout/shipment-options',
  paymentMethods: '/checkout/payment-methods',
} as const;

const literals = <T extends string>(values: readonly T[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

export const CustomerTypeCodec = literals(CUSTOMER_TYPES, 'CustomerType');
export const PaymentMethodCodec = literals(PAYMENT_METHODS, 'PaymentMethod');
export const PaymentKindCodec = literals(PAYMENT_KINDS, 'PaymentKind');
export const CarrierCodec = literals(CARRIERS, 'Carrier');
export const ShipmentModeCodec = literals(SHIPMENT_MODES, 'ShipmentMode');
export const DeliveryMethodCodec = literals(DELIVERY_METHODS, 'DeliveryMethod');
const DeliveryModeCodec = literals(DELIVERY_MODES, 'DeliveryMode');

const CountryText = textMatching('Country', /^\s*[A-Za-z]{2}\s*$/, 'expected a two-letter country code');
const PostalCodeText = textMatching('PostalCode', /^[A-Za-z0-9 -]{1,12}$/, 'expected a postal code');

// ---- Requests ----

/** Every field is text the core's contact step validates; company fields are read for COMPANY only. */
/** Each form's request field names by the core's field names (see form-field-names.ts). */
export const CONTACT_FORM_FIELDS = {
  customerType: 'customer_type',
  firstName: 'first_name',
  lastName: 'last_name',
  companyName: 'company_name',
  vatId: 'vat_id',
} as const satisfies FormFieldNames;

export const ADDRESSES_FORM_FIELDS = Object.fromEntries(
  (['billing', 'shipping'] as const).flatMap((prefix) =>
    (
      [
        ['line1', 'line1'],
        ['line2', 'line2'],
        ['postalCode', 'postal_code'],
        ['city', 'city'],
        ['country', 'country'],
      ] as const
    ).map(([core, wire]) => [`${prefix}.${core}`, `${prefix}_${wire}`]),
  ),
) satisfies FormFieldNames;

export const SHIPMENT_FORM_FIELDS = {
  deliveryMethod: 'delivery_method',
  pickupPointId: 'pickup_point_id',
} as const satisfies FormFieldNames;

export const SHIPMENT_OPTIONS_QUERY_FIELDS = {
  postalCode: 'postal_code',
  customerType: 'customer_type',
} as const satisfies FormFieldNames;

export const ContactBody = t.intersection([
  t.type({ customer_type: FormText, email: FormText, first_name: FormText, last_name: FormText, phone: FormText }),
  t.partial({ company_name: FormText, vat_id: FormText }),
]);

const address = (prefix: 'billing' | 'shipping') =>
  t.partial({
    [`${prefix}_line1`]: FormText,
    [`${prefix}_line2`]: FormText,
    [`${prefix}_postal_code`]: FormText,
    [`${prefix}_city`]: FormText,
    [`${prefix}_country`]: FormText,
  } as Record<`${typeof prefix}_${'line1' | 'line2' | 'postal_code' | 'city' | 'country'}`, typeof FormText>);

/** Missing fields count as empty, for the core to report as Required next to the field. */
export const AddressesBody = t.intersection([
  address('billing'),
  address('shipping'),
  t.partial({ shipping_same_as_billing: BooleanFromString }),
]);

export const ShipmentBody = t.intersection([
  t.type({ mode: FormText }),
  t.partial({ delivery_method: FormText, carrier: FormText, pickup_point_id: FormText }),
]);

export const GoToStepBody = t.type({ step: t.keyof({ '1': null, '2': null, '3': null, '4': null }) });

export const ShipmentOptionsQuery = t.intersection([
  t.type({ country: CountryText, postal_code: PostalCodeText }),
  t.partial({ customer_type: CustomerTypeCodec }),
]);

export const PaymentMethodsQuery = t.intersection([
  t.type({ country: CountryText }),
  t.partial({ customer_type: CustomerTypeCodec }),
]);

// ---- Responses ----

const contactProps = { email: t.string, firstName: t.string, lastName: t.string, phone: t.string };

/** A person's contact, or a company's with its name and VAT id. */
export const ContactCodec = t.union([
  wireType({ customerType: t.literal('PERSON'), ...contactProps }, 'PersonContact'),
  wireType(
    { customerType: t.literal('COMPANY'), ...contactProps, companyName: t.string, vatId: t.string },
    'CompanyContact',
  ),
]);

export const AddressCodec = wireType(
  {
    line1: t.string,
    line2: nullable(t.string),
    postalCode: t.string,
    city: t.string,
    country: t.string,
  },
  'Address',
);

export const AddressesCodec = wireType(
  { billing: AddressCodec, shipping: AddressCodec, shippingIsBilling: t.boolean },
  'Addresses',
);

export const ShipmentChoiceCodec = wireType(
  {
    mode: ShipmentModeCodec,
    deliveryMode: DeliveryModeCodec,
    deliveryMethod: DeliveryMethodCodec,
    carrier: nullable(CarrierCodec),
    pickupPointId: nullable(t.string),
  },
  'ShipmentChoice',
);

export const PaymentOptionCodec = wireType({ method: PaymentMethodCodec, kind: PaymentKindCodec }, 'PaymentOption');

export const CheckoutViewCodec = wireType(
  {
    cartId: nullable(t.string),
    step: t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4)]),
    contact: nullable(ContactCodec),
    addresses: nullable(AddressesCodec),
    shipment: nullable(ShipmentChoiceCodec),
    payment: nullable(PaymentOptionCodec),
    /** Send it as the Idempotency-Key of POST /orders: the same choices keep the same key. */
    idempotencyKey: nullable(t.string),
    paymentOptions: t.readonlyArray(PaymentOptionCodec),
    /** The country the address form starts from: the store's default country as its config reads now. */
    defaultCountry: t.string,
  },
  'Checkout',
);

/** A checkout as it travels, in the Shop API's wire names (`idempotency_key`, `payment_options`). */
export type CheckoutViewWire = t.OutputOf<typeof CheckoutViewCodec>;

export const PickupPointCodec = wireType(
  {
    id: t.string,
    carrier: CarrierCodec,
    country: t.string,
    postalCode: t.string,
    name: t.string,
    street: t.string,
    city: t.string,
    openingHours: nullable(t.string),
    phone: nullable(t.string),
    /** How far the point is from the postal code asked about, in kilometres. */
    distanceKm: t.number,
  },
  'PickupPoint',
);

export const ShipmentOptionsCodec = wireType(
  {
    country: t.string,
    postalCode: t.string,
    modes: t.readonlyArray(
      wireType(
        {
          mode: ShipmentModeCodec,
          deliveryMethod: DeliveryMethodCodec,
          price: nullable(MoneyCodec),
          carriers: t.readonlyArray(
            wireType(
              {
                carrier: CarrierCodec,
                price: MoneyCodec,
                minDays: t.number,
                maxDays: t.number,
                pickupPoints: t.readonlyArray(PickupPointCodec),
              },
              'CarrierOption',
            ),
          ),
        },
        'ShipmentModeOption',
      ),
    ),
  },
  'ShipmentOptions',
);

/** Shipment options as they travel, in the Shop API's wire names (`min_days`, `pickup_points`). */
export type ShipmentOptionsWire = t.OutputOf<typeof ShipmentOptionsCodec>;

export const CheckoutResponse = envelope(CheckoutViewCodec);
export const ShipmentOptionsResponse = envelope(ShipmentOptionsCodec);
export const PaymentMethodsResponse = envelope(t.readonlyArray(PaymentOptionCodec));
