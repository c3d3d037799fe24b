import type { AddressInput } from '../../domain/checkout/address-step.ts';
import type { ShownAddress } from '../checkout/shown-checkout.ts';

/** One address of the customer's book as the pages show it. */
export type ShownSavedAddress = ShownAddress & {
  readonly id: string;
  readonly isDefaultBilling: boolean;
  readonly isDefaultShipping: boolean;
};

/** The address form as typed, with its two default choices. */
export type SavedAddressForm = AddressInput & {
  readonly defaultBilling: boolean;
  readonly defaultShipping: boolean;
};

/** The profile page's address book: the addresses and the countries an address may be in. */
export type ShownAddressBook = {
  readonly addresses: readonly ShownSavedAddress[];
  readonly countries: readonly string[];
};

/** The defaults checkout may start from; null where the customer chose none. */
export type DefaultAddresses = { readonly billing: ShownAddress | null; readonly shipping: ShownAddress | null };

export const defaultAddressesOf = (book: readonly ShownSavedAddress[]): DefaultAddresses => {
  const plain = (address: ShownSavedAddress | undefined): ShownAddress | null =>
    address === undefined
      ? null
      : {
          line1: address.line1,
          line2: address.line2,
          postalCode: address.postalCode,
          city: address.city,
          country: address.country,
        };
  return {
    billing: plain(book.find((address) => address.isDefaultBilling)),
    shipping: plain(book.find((address) => address.isDefaultShipping)),
  };
};

type KeptAddresses = {
  readonly billing: ShownAddress;
  readonly shipping: ShownAddress;
  readonly shippingIsBilling: boolean;
} | null;

/**
 * What the checkout's address step starts from: what the shopper already entered in this checkout wins whole;
 * only an untouched step takes the book's defaults (the billing default standing in for a missing shipping one and
 * the reverse), and the shipping form opens apart only when the two defaults differ.
 */
export const addressesToPrefill = (kept: KeptAddresses, defaults: DefaultAddresses | null): KeptAddresses => {
  if (kept !== null || defaults === null) return kept;
  const billing = defaults.billing ?? defaults.shipping;
  const shipping = defaults.shipping ?? defaults.billing;
  if (billing === null || shipping === null) return null;
  return { billing, shipping, shippingIsBilling: JSON.stringify(billing) === JSON.stringify(shipping) };
};
