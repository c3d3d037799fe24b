import * as t from 'io-ts';
import { ADDRESS_ID_PATTERN, type AddressId } from '../../core/domain/customers/address-book.ts';
import { BooleanFromString, pattern, text } from './accounts.codec.ts';
import type { FormFieldNames } from './form-field-names.ts';
import { wireType } from './wire-object.ts';

/** The address book's Shop API paths; another customer's address answers 404 like a missing one. */
export const ADDRESS_BOOK_PATHS = {
  /** GET: the book, defaults first. */
  addresses: '/accounts/addresses',
  /** GET one; PUT adds or replaces it under the browser's id (idempotent); DELETE removes it. */
  address: '/accounts/addresses/:addressId',
} as const;

const AddressIdParam = pattern<AddressId>(
  'AddressId',
  ADDRESS_ID_PATTERN,
  'an address id (8 to 64 letters, digits, _ or -)',
);

export const AddressParams = t.type({ addressId: AddressIdParam });

export const SavedAddressBody = t.intersection([
  t.type({
    line1: text(200),
    line2: text(200),
    postal_code: text(20),
    city: text(200),
    country: text(2),
    default_billing: BooleanFromString,
    default_shipping: BooleanFromString,
  }),
  t.partial({ ext_session_id: t.string }),
]);

/** The address form's request names by the core's field names. */
export const ADDRESS_FORM_FIELDS = { postalCode: 'postal_code' } as const satisfies FormFieldNames;

export const SavedAddressCodec = wireType(
  {
    id: t.string,
    line1: t.string,
    line2: t.union([t.string, t.null]),
    postalCode: t.string,
    city: t.string,
    country: t.string,
    isDefaultBilling: t.boolean,
    isDefaultShipping: t.boolean,
  },
  'SavedAddress',
);

export const AddressBookCodec = t.readonlyArray(SavedAddressCodec);
