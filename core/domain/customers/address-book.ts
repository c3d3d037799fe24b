import type { Result } from 'neverthrow';
import { validateShippingAddress, type Address, type AddressInput } from '../checkout/address-step.ts';
import type { CheckoutPolicy } from '../checkout/checkout-policy.ts';
import { fieldProblemsOf, type FieldProblem, type InvalidFields } from '../forms/field-problem.ts';

/** The id of one address in a customer's book, chosen by the browser so saving it again is the same change. */
export type AddressId = string & { readonly __brand: 'AddressId' };

/** Letters, digits, '_' and '-', 8 to 64 of them: enough for a random id, too few to carry anything else. */
export const ADDRESS_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** More addresses than any household or small firm ships to; a book is not a mailing list. */
export const ADDRESS_BOOK_LIMIT = 20;

/** An address of the book, with whether checkout starts from it for billing or shipping. */
export type SavedAddress = Address & {
  readonly id: AddressId;
  readonly isDefaultBilling: boolean;
  readonly isDefaultShipping: boolean;
};

/** The address form as typed, with the two default choices. */
export type SavedAddressInput = AddressInput & {
  readonly defaultBilling: boolean;
  readonly defaultShipping: boolean;
};

export type AddressNotFound = { readonly type: 'AddressNotFound' };
export type AddressBookFull = { readonly type: 'AddressBookFull'; readonly max: number };

export const addressNotFound = (): AddressNotFound => ({ type: 'AddressNotFound' });
export const addressBookFull = (): AddressBookFull => ({ type: 'AddressBookFull', max: ADDRESS_BOOK_LIMIT });

export const isAddressId = (value: string): value is AddressId => ADDRESS_ID_PATTERN.test(value);

/** Checkout's own address rules, the country one of the store's shipping countries; problems named as the form names them. */
export const checkSavedAddress = (
  input: AddressInput,
  policy: Pick<CheckoutPolicy, 'shippingCountries'>,
): Result<Address, InvalidFields> =>
  validateShippingAddress(input, policy).mapErr((errors) => ({
    type: 'InvalidFields',
    problems: fieldProblemsOf(errors),
  }));

/** The same rules while typing. */
export const savedAddressProblems = (
  input: AddressInput,
  policy: Pick<CheckoutPolicy, 'shippingCountries'>,
): readonly FieldProblem[] =>
  checkSavedAddress(input, policy).match(
    () => [],
    (invalid) => invalid.problems,
  );

/** Default addresses first (billing, then shipping), then the rest in the order they came. */
export const bookOrder = (book: readonly SavedAddress[]): readonly SavedAddress[] => {
  const rank = (address: SavedAddress) => (address.isDefaultBilling ? 0 : address.isDefaultShipping ? 1 : 2);
  return book
    .map((address, index) => ({ address, index }))
    .sort((a, b) => rank(a.address) - rank(b.address) || a.index - b.index)
    .map(({ address }) => address);
};
