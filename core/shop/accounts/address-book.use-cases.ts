import { err, errAsync, ok, type ResultAsync } from 'neverthrow';
import type { CheckoutPolicy } from '../../domain/checkout/checkout-policy.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import {
  ADDRESS_BOOK_LIMIT,
  addressBookFull,
  addressNotFound,
  bookOrder,
  checkSavedAddress,
  isAddressId,
  type SavedAddress,
  type SavedAddressInput,
} from '../../domain/customers/address-book.ts';
import type { AddressBookRepository } from './address-book-repository.port.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';

export type AddressBookDeps = {
  readonly customers: CustomerRepository;
  readonly addresses: AddressBookRepository;
  readonly policy: Pick<CheckoutPolicy, 'shippingCountries'>;
  readonly clock: Clock;
};

type Book = ResultAsync<readonly SavedAddress[], AccountsError>;

const open = (deps: AddressBookDeps, customerId: CustomerId | null) =>
  openAccountsPage(deps.customers)(customerId, 'accounts-profile');

/** The signed-in customer's addresses, defaults first. */
export const listAddresses =
  (deps: AddressBookDeps) =>
  (customerId: CustomerId | null): Book =>
    open(deps, customerId)
      .andThen((account) => deps.addresses.list(account.id))
      .map(bookOrder);

/** One of the customer's addresses; anyone else's, like a missing one, is AddressNotFound. */
export const getAddress =
  (deps: AddressBookDeps) =>
  (customerId: CustomerId | null, id: string): ResultAsync<SavedAddress, AccountsError> =>
    listAddresses(deps)(customerId).andThen((book) => {
      const found = book.find((address) => address.id === id);
      return found === undefined ? err(addressNotFound()) : ok(found);
    });

/** Adds or replaces an address under the browser's id, checked by checkout's rules; answers the whole book. */
export const saveAddress =
  (deps: AddressBookDeps) =>
  (customerId: CustomerId | null, id: string, input: SavedAddressInput): Book =>
    open(deps, customerId).andThen((account) => {
      if (!isAddressId(id)) return errAsync(addressNotFound());
      const checked = checkSavedAddress(input, deps.policy);
      if (checked.isErr()) return errAsync(checked.error);
      const address = {
        ...checked.value,
        defaultBilling: input.defaultBilling,
        defaultShipping: input.defaultShipping,
      };
      return deps.addresses
        .save(account.id, id, address, deps.clock.now(), ADDRESS_BOOK_LIMIT)
        .andThen((outcome) =>
          outcome === 'saved'
            ? listAddresses(deps)(account.id)
            : err(outcome === 'full' ? addressBookFull() : addressNotFound()),
        );
    });

/** Deletes one of the customer's addresses (a default goes with it); answers the rest of the book. */
export const removeAddress =
  (deps: AddressBookDeps) =>
  (customerId: CustomerId | null, id: string): Book =>
    open(deps, customerId).andThen((account) => {
      if (!isAddressId(id)) return errAsync(addressNotFound());
      return deps.addresses
        .remove(account.id, id)
        .andThen((removed) => (removed ? ok(undefined) : err(addressNotFound())))
        .andThen(() => listAddresses(deps)(account.id));
    });
