import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { PostalCode } from '../../../core/domain/checkout/postal-code.ts';
import type { CountryCode } from '../../../core/domain/site/country.ts';
import type { AddressId } from '../../../core/domain/customers/address-book.ts';
import type { AddressBookRepository, AddressToSave } from '../../../core/shop/accounts/address-book-repository.port.ts';

type Opened = { repository: AddressBookRepository; close: () => Promise<void> };

/** The customers every implementation is opened with. */
export const ADDRESS_BOOK_CUSTOMERS = ['c-ana', 'c-bruno'] as const;
const [ANA, BRUNO] = ADDRESS_BOOK_CUSTOMERS as unknown as readonly [CustomerId, CustomerId];
const AT = Date.parse('2026-01-10T10:00:00Z');

const address = (line1: string, defaults: Partial<AddressToSave> = {}): AddressToSave => ({
  line1,
  line2: null,
  postalCode: '28013' as PostalCode,
  city: 'Madrid',
  country: 'ES' as CountryCode,
  defaultBilling: false,
  defaultShipping: false,
  ...defaults,
});
const id = (value: string) => value as AddressId;

/** What every AddressBookRepository must do; run against the fake and every real adapter. */
export const describeAddressBookRepositoryContract = (name: string, open: () => Promise<Opened>) =>
  describe(`AddressBookRepository contract: ${name}`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());
    const defaultsOf = async (customer: CustomerId) =>
      (await opened.repository.list(customer))
        ._unsafeUnwrap()
        .map((saved) => [saved.id, saved.line1, saved.isDefaultBilling, saved.isDefaultShipping]);

    it('adds, replaces and lists a customer’s addresses in the order they came, defaults held by one', async () => {
      const { repository } = opened;
      expect(
        (
          await repository.save(ANA, id('home-0001'), address('Calle Mayor 1', { defaultBilling: true }), AT, 3)
        )._unsafeUnwrap(),
      ).toBe('saved');
      await repository.save(
        ANA,
        id('work-0001'),
        address('Gran Vía 2', { defaultBilling: true, defaultShipping: true }),
        AT + 1,
        3,
      );
      await repository.save(ANA, id('home-0001'), address('Calle Mayor 3'), AT + 2, 3);
      expect(await defaultsOf(ANA)).toEqual([
        ['home-0001', 'Calle Mayor 3', false, false],
        ['work-0001', 'Gran Vía 2', true, true],
      ]);
    });

    it('never touches another customer’s address, and keeps to the limit for new ones', async () => {
      const { repository } = opened;
      expect((await repository.save(BRUNO, id('home-0001'), address('Taken over'), AT, 3))._unsafeUnwrap()).toBe(
        'not-found',
      );
      expect((await repository.remove(BRUNO, id('home-0001')))._unsafeUnwrap()).toBe(false);
      await repository.save(ANA, id('third-0001'), address('Calle Tercera 3'), AT + 3, 3);
      expect((await repository.save(ANA, id('fourth-001'), address('Calle Cuarta 4'), AT + 4, 3))._unsafeUnwrap()).toBe(
        'full',
      );
      expect(
        (await repository.save(ANA, id('third-0001'), address('Calle Tercera 5'), AT + 5, 3))._unsafeUnwrap(),
      ).toBe('saved');
      expect(await defaultsOf(BRUNO)).toEqual([]);
      expect((await defaultsOf(ANA)).map(([, line1]) => line1)).toEqual([
        'Calle Mayor 3',
        'Gran Vía 2',
        'Calle Tercera 5',
      ]);
    });

    it('removes an address once', async () => {
      const { repository } = opened;
      expect((await repository.remove(ANA, id('work-0001')))._unsafeUnwrap()).toBe(true);
      expect((await repository.remove(ANA, id('work-0001')))._unsafeUnwrap()).toBe(false);
      expect((await defaultsOf(ANA)).map(([saved]) => saved)).toEqual(['home-0001', 'third-0001']);
    });
  });
