import { okAsync } from 'neverthrow';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { SavedAddress } from '../../core/domain/customers/address-book.ts';
import type { AddressBookRepository } from '../../core/shop/accounts/address-book-repository.port.ts';

type Row = SavedAddress & { readonly customerId: CustomerId };

/** The address book port over an array, as the PostgreSQL adapter behaves (ids shared by all customers). */
export const inMemoryAddressBook = (initial: readonly Row[] = []) => {
  let rows: Row[] = [...initial];
  const repository: AddressBookRepository = {
    list: (customerId) =>
      okAsync(rows.filter((row) => row.customerId === customerId).map(({ customerId: _owner, ...address }) => address)),
    save: (customerId, id, address, _at, limit) => {
      const existing = rows.find((row) => row.id === id);
      if (existing !== undefined && existing.customerId !== customerId) return okAsync('not-found' as const);
      if (existing === undefined && rows.filter((row) => row.customerId === customerId).length >= limit) {
        return okAsync('full' as const);
      }
      const { defaultBilling, defaultShipping, ...fields } = address;
      rows = rows.map((row) =>
        row.customerId === customerId && row.id !== id
          ? {
              ...row,
              isDefaultBilling: defaultBilling ? false : row.isDefaultBilling,
              isDefaultShipping: defaultShipping ? false : row.isDefaultShipping,
            }
          : row,
      );
      const saved: Row = {
        ...fields,
        id,
        customerId,
        isDefaultBilling: defaultBilling,
        isDefaultShipping: defaultShipping,
      };
      rows = existing === undefined ? [...rows, saved] : rows.map((row) => (row.id === id ? saved : row));
      return okAsync('saved' as const);
    },
    remove: (customerId, id) => {
      const before = rows.length;
      rows = rows.filter((row) => !(row.customerId === customerId && row.id === id));
      return okAsync(rows.length < before);
    },
  };
  return { repository, rows: () => rows };
};
