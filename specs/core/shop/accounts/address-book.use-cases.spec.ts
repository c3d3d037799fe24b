import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CheckoutPolicy } from '../../../../core/domain/checkout/checkout-policy.ts';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import type { CountryCode } from '../../../../core/domain/site/country.ts';
import { bookOrder, type AddressId, type SavedAddress } from '../../../../core/domain/customers/address-book.ts';
import {
  getAddress,
  listAddresses,
  removeAddress,
  saveAddress,
} from '../../../../core/shop/accounts/address-book.use-cases.ts';
import { anAccount, inMemoryCustomers } from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryAddressBook } from '../../../support/in-memory-address-book.ts';

const ANA = anAccount();
const BRUNO = anAccount({ id: 'c-2' as CustomerId, email: 'bruno@example.com' });
const POLICY: Pick<CheckoutPolicy, 'shippingCountries'> = { shippingCountries: ['ES', 'PT'] as CountryCode[] };
const HOME = {
  line1: 'Calle Mayor 1',
  line2: '',
  postalCode: '28013',
  city: 'Madrid',
  country: 'es',
  defaultBilling: true,
  defaultShipping: true,
};
const saved = (id: string, overrides: Partial<SavedAddress> = {}): SavedAddress =>
  ({
    id: id as AddressId,
    line1: 'Calle Mayor 1',
    line2: null,
    postalCode: '28013',
    city: 'Madrid',
    country: 'ES',
    isDefaultBilling: false,
    isDefaultShipping: false,
    ...overrides,
  }) as SavedAddress;

const setUp = () => {
  const book = inMemoryAddressBook();
  const deps = {
    customers: inMemoryCustomers([ANA, BRUNO]).repository,
    addresses: book.repository,
    policy: POLICY,
    clock: fixedClock('2026-01-10T10:00:00Z'),
  };
  return {
    book,
    list: listAddresses(deps),
    get: getAddress(deps),
    save: saveAddress(deps),
    remove: removeAddress(deps),
  };
};

describe('the address book', () => {
  it('keeps an address as checkout reads it, under the id the browser chose', async () => {
    const { save } = setUp();
    const expected = [saved('home-0001', { isDefaultBilling: true, isDefaultShipping: true })];
    expect((await save(ANA.id, 'home-0001', HOME))._unsafeUnwrap()).toEqual(expected);
    expect((await save(ANA.id, 'home-0001', HOME))._unsafeUnwrap()).toEqual(expected);
  });

  it("refuses an address checkout would refuse, every field's problem at once", async () => {
    const { save, list } = setUp();
    const refused = await save(ANA.id, 'home-0001', { ...HOME, line1: ' ', postalCode: '2801', country: 'FR' });
    expect(refused._unsafeUnwrapErr()).toEqual({
      type: 'InvalidFields',
      problems: [
        { field: 'line1', problem: 'Required' },
        { field: 'country', problem: 'CountryNotShipped' },
      ],
    });
    expect((await save(ANA.id, 'home-0001', { ...HOME, postalCode: '2801' }))._unsafeUnwrapErr()).toEqual({
      type: 'InvalidFields',
      problems: [{ field: 'postalCode', problem: 'InvalidPostalCode' }],
    });
    expect((await list(ANA.id))._unsafeUnwrap()).toEqual([]);
  });

  it('gives each default to one address, and lists the defaults first', async () => {
    const { save } = setUp();
    await save(ANA.id, 'home-0001', { ...HOME, defaultShipping: false });
    const book = await save(ANA.id, 'work-0001', { ...HOME, line1: 'Gran Vía 2', defaultBilling: false });
    expect(book._unsafeUnwrap().map((a) => [a.id, a.isDefaultBilling, a.isDefaultShipping])).toEqual([
      ['home-0001', true, false],
      ['work-0001', false, true],
    ]);
    const moved = await save(ANA.id, 'work-0001', { ...HOME, line1: 'Gran Vía 2' });
    expect(moved._unsafeUnwrap().map((a) => [a.id, a.isDefaultBilling, a.isDefaultShipping])).toEqual([
      ['work-0001', true, true],
      ['home-0001', false, false],
    ]);
  });

  it("answers another customer's address, a missing one and a malformed id alike: not found", async () => {
    const { save, get, remove } = setUp();
    await save(ANA.id, 'home-0001', HOME);
    const notFound = { type: 'AddressNotFound' };
    expect((await get(BRUNO.id, 'home-0001'))._unsafeUnwrapErr()).toEqual(notFound);
    expect((await save(BRUNO.id, 'home-0001', HOME))._unsafeUnwrapErr()).toEqual(notFound);
    expect((await remove(BRUNO.id, 'home-0001'))._unsafeUnwrapErr()).toEqual(notFound);
    expect((await save(ANA.id, 'bad id!', HOME))._unsafeUnwrapErr()).toEqual(notFound);
    expect((await remove(ANA.id, 'x'))._unsafeUnwrapErr()).toEqual(notFound);
    expect((await get(ANA.id, 'home-0001'))._unsafeUnwrap().line1).toBe('Calle Mayor 1');
  });

  it('needs a signed-in customer', async () => {
    const { list } = setUp();
    expect((await list(null))._unsafeUnwrapErr()).toMatchObject({ type: 'SessionRequired' });
  });

  it('removes an address once and answers the rest', async () => {
    const { save, remove } = setUp();
    await save(ANA.id, 'home-0001', HOME);
    await save(ANA.id, 'work-0001', HOME);
    expect((await remove(ANA.id, 'home-0001'))._unsafeUnwrap().map((a) => a.id)).toEqual(['work-0001']);
    expect((await remove(ANA.id, 'home-0001'))._unsafeUnwrapErr()).toEqual({ type: 'AddressNotFound' });
  });

  it('holds at most 20 addresses', async () => {
    const { save } = setUp();
    for (let n = 0; n < 20; n += 1) await save(ANA.id, `address-${String(n).padStart(4, '0')}`, HOME);
    expect((await save(ANA.id, 'address-0020', HOME))._unsafeUnwrapErr()).toEqual({ type: 'AddressBookFull', max: 20 });
    expect((await save(ANA.id, 'address-0019', HOME)).isOk()).toBe(true);
  });

  it('passes on a failing store', async () => {
    const { book } = setUp();
    const failing = listAddresses({
      customers: inMemoryCustomers([ANA]).repository,
      addresses: { ...book.repository, list: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }) },
      policy: POLICY,
      clock: fixedClock('2026-01-10T10:00:00Z'),
    });
    expect((await failing(ANA.id))._unsafeUnwrapErr()).toEqual({ type: 'RepositoryFailure', cause: 'down' });
  });

  it('orders a book with the default billing address first, then the default shipping one, then by age', () => {
    const book = [saved('a'), saved('b', { isDefaultShipping: true }), saved('c', { isDefaultBilling: true })];
    expect(bookOrder(book).map((a) => a.id)).toEqual(['c', 'b', 'a']);
  });
});
