import type { AddressInput, AddressStepInput } from '../../core/domain/checkout/address-step.ts';
import type { CheckoutPolicy } from '../../core/domain/checkout/checkout-policy.ts';
import {
  goToStep,
  submitAddresses,
  submitContact,
  submitShipment,
} from '../../core/domain/checkout/checkout-machine.ts';
import { startCheckout, type Checkout } from '../../core/domain/checkout/checkout.ts';
import type { ContactInput } from '../../core/domain/checkout/contact-step.ts';
import type { PaymentInput } from '../../core/domain/checkout/payment-step.ts';
import type { ShipmentInput } from '../../core/domain/checkout/shipment-step.ts';
import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type { CountryCode } from '../../core/domain/site/country.ts';

export const country = (code: string): CountryCode => code as CountryCode;

/** The Spanish store: ships to Spain and Portugal, collects at its Spanish factory. */
export const aPolicy = (overrides: Partial<CheckoutPolicy> = {}): CheckoutPolicy => ({
  storeCountry: country('ES'),
  shippingCountries: [country('ES'), country('PT')],
  factoryCountry: country('ES'),
  hasBillingAccount: false,
  ...overrides,
});

export const aPersonContact = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  customerType: 'PERSON',
  email: 'ana@example.es',
  firstName: 'Ana',
  lastName: 'García López',
  phone: '612 345 678',
  companyName: '',
  vatId: '',
  ...overrides,
});

export const aCompanyContact = (overrides: Partial<ContactInput> = {}): ContactInput =>
  aPersonContact({ customerType: 'COMPANY', companyName: 'Imprenta Mayor S.L.', vatId: 'B12345674', ...overrides });

export const anAddress = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  line1: 'Calle Mayor 1, 3º B',
  line2: '',
  postalCode: '28013',
  city: 'Madrid',
  country: 'ES',
  ...overrides,
});

export const aPortugueseAddress = (overrides: Partial<AddressInput> = {}): AddressInput =>
  anAddress({ line1: 'Rua Augusta 100', postalCode: '1100-053', city: 'Lisboa', country: 'PT', ...overrides });

/** Shipping to the billing address unless a shipping address is given. */
export const addresses = (
  billing: AddressInput = anAddress(),
  shipping: AddressInput | null = null,
): AddressStepInput => ({
  billing,
  shipping,
});

export const aShipment = (overrides: Partial<ShipmentInput> = {}): ShipmentInput => ({
  mode: 'ADDRESS',
  deliveryMethod: 'ADDRESS',
  carrier: 'CORREOS',
  pickupPointId: '',
  ...overrides,
});

export const aPayment = (overrides: Partial<PaymentInput> = {}): PaymentInput => ({
  method: 'CARD',
  termsAccepted: true,
  ...overrides,
});

export type CheckoutJourney = {
  readonly contact?: ContactInput;
  readonly addresses?: AddressStepInput;
  readonly shipment?: ShipmentInput;
  readonly policy?: CheckoutPolicy;
};

/** A checkout driven through the machine with valid data until it stands at `step`. */
export const checkoutAt = (step: 1 | 2 | 3 | 4, ids: IdGenerator, journey: CheckoutJourney = {}): Checkout => {
  const policy = journey.policy ?? aPolicy();
  const start = startCheckout();
  if (step === 1) return start;
  const atAddress = submitContact(start, journey.contact ?? aPersonContact(), policy)._unsafeUnwrap();
  if (step === 2) return atAddress;
  const atShipment = submitAddresses(atAddress, journey.addresses ?? addresses(), policy)._unsafeUnwrap();
  if (step === 3) return atShipment;
  return submitShipment(atShipment, journey.shipment ?? aShipment(), policy, ids)._unsafeUnwrap();
};

/** A complete checkout taken back to an earlier step. */
export const completeCheckoutBackAt = (step: 1 | 2 | 3, ids: IdGenerator, journey: CheckoutJourney = {}): Checkout =>
  goToStep(checkoutAt(4, ids, journey), step, ids)._unsafeUnwrap();
