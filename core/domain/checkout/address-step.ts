import { err, ok, type Result } from 'neverthrow';
import { isCountryCode, type CountryCode } from '../site/country.ts';
import { validateAddressLine1, validateAddressLine2, validateCity } from './address-line.ts';
import type { CheckoutPolicy } from './checkout-policy.ts';
import { combineFields, type FieldErrors } from '../forms/field-errors.ts';
import { required, type Required } from './field-text.ts';
import { hasPostalCodeRule, validatePostalCode, type PostalCode } from './postal-code.ts';

export type AddressInput = {
  readonly line1: string;
  readonly line2: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
};

/** `shipping` null: the order ships to the billing address. */
export type AddressStepInput = { readonly billing: AddressInput; readonly shipping: AddressInput | null };

export type Address = {
  readonly line1: string;
  readonly line2: string | null;
  readonly postalCode: PostalCode;
  readonly city: string;
  readonly country: CountryCode;
};

export type Addresses = {
  readonly billing: Address;
  readonly shipping: Address;
  readonly shippingIsBilling: boolean;
};

export type UnsupportedCountry = { readonly type: 'UnsupportedCountry'; readonly country: string };

export type CountryNotShipped = { readonly type: 'CountryNotShipped'; readonly country: CountryCode };

export type CountryError = Required | UnsupportedCountry | CountryNotShipped;

/** Refuses a country the address may not be in, or returns null. */
type CountryRule = (country: CountryCode) => UnsupportedCountry | CountryNotShipped | null;

const billingCountry: CountryRule = (country) =>
  hasPostalCodeRule(country) ? null : { type: 'UnsupportedCountry', country };

const shippingCountry =
  (policy: Pick<CheckoutPolicy, 'shippingCountries'>): CountryRule =>
  (country) =>
    policy.shippingCountries.includes(country) ? null : { type: 'CountryNotShipped', country };

const validateCountry = (input: string, rule: CountryRule): Result<CountryCode, CountryError> => {
  const country = input.trim().toUpperCase();
  if (country === '') return err(required());
  if (!isCountryCode(country)) return err({ type: 'UnsupportedCountry', country });
  const refused = rule(country);
  return refused === null ? ok(country) : err(refused);
};

const addressFields = (input: AddressInput, rule: CountryRule) => {
  const country = validateCountry(input.country, rule);
  return {
    line1: validateAddressLine1(input.line1),
    line2: validateAddressLine2(input.line2),
    // Without a valid country the postal code cannot be judged; the country's own error is enough.
    postalCode: country.isOk()
      ? validatePostalCode(input.postalCode, country.value)
      : ok(input.postalCode as PostalCode),
    city: validateCity(input.city),
    country,
  };
};

export type AddressErrors = FieldErrors<ReturnType<typeof addressFields>>;

type AddressField = keyof AddressErrors;

/** Field names as the form names them: 'billing.postalCode', 'shipping.country'. */
export type AddressStepErrors = {
  readonly [K in AddressField as `billing.${K}` | `shipping.${K}`]?: AddressErrors[K];
};

const validateAddress = (input: AddressInput, rule: CountryRule): Result<Address, AddressErrors> =>
  combineFields(addressFields(input, rule));

/** One address as checkout would take it for shipping: the address book keeps only addresses checkout accepts. */
export const validateShippingAddress = (
  input: AddressInput,
  policy: Pick<CheckoutPolicy, 'shippingCountries'>,
): Result<Address, AddressErrors> => validateAddress(input, shippingCountry(policy));

const under = (prefix: 'billing' | 'shipping', errors: AddressErrors): AddressStepErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [`${prefix}.${field}`, error]));

/**
 * Every address field's error at once. The shipping address must be in one of the store's shipping
 * countries; a separate billing address may be in any country whose postal codes we can check.
 */
export const validateAddressStep = (
  input: AddressStepInput,
  policy: Pick<CheckoutPolicy, 'shippingCountries'>,
): Result<Addresses, AddressStepErrors> => {
  if (input.shipping === null) {
    return validateAddress(input.billing, shippingCountry(policy))
      .map((address) => ({ billing: address, shipping: address, shippingIsBilling: true }))
      .mapErr((errors) => under('billing', errors));
  }
  const billing = validateAddress(input.billing, billingCountry);
  const shipping = validateAddress(input.shipping, shippingCountry(policy));
  if (billing.isOk() && shipping.isOk()) {
    return ok({ billing: billing.value, shipping: shipping.value, shippingIsBilling: false });
  }
  return err({
    ...(billing.isErr() ? under('billing', billing.error) : {}),
    ...(shipping.isErr() ? under('shipping', shipping.error) : {}),
  });
};
