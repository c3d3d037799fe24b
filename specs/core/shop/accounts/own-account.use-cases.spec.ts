import { errAsync, okAsync } from 'neverthrow';
import { inMemoryAddressBook } from '../../../support/in-memory-address-book.ts';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import type { AccountHistory } from '../../../../core/shop/accounts/account-history.port.ts';
import { changePassword } from '../../../../core/shop/accounts/change-password.use-case.ts';
import { deleteAccount } from '../../../../core/shop/accounts/delete-account.use-case.ts';
import { exportAccountData } from '../../../../core/shop/accounts/export-account-data.use-case.ts';
import type { PersonalRecords } from '../../../../core/shop/accounts/personal-records.port.ts';
import type { SavedDesignRepository } from '../../../../core/shop/accounts/saved-design-repository.port.ts';
import {
  anAccount,
  fakePasswordHasher,
  inMemoryCustomers,
  inMemorySessionRevocations,
  SPEC_COMMON_PASSWORDS,
} from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryTickets } from '../../../support/in-memory-tickets.ts';
import { aTicket } from '../../../support/ticket-mother.ts';

const NOW = '2024-05-02T08:30:00Z';
const ANA = anAccount({ passwordHash: 'hash:the current password' });
const wrong = (field: string) => ({ type: 'InvalidFields', problems: [{ field, problem: 'WrongPassword' }] });

describe('changePassword', () => {
  const setUp = () => {
    const customers = inMemoryCustomers([ANA]);
    const { revocations } = inMemorySessionRevocations();
    const change = changePassword({
      customers: customers.repository,
      passwords: fakePasswordHasher().hasher,
      commonPasswords: SPEC_COMMON_PASSWORDS,
      revocations,
      clock: fixedClock(NOW),
    });
    const endedBefore = (signedInAt: number) =>
      revocations.isRevoked({ sessionId: 's', customerId: ANA.id, signedInAt });
    return { customers, change, endedBefore };
  };

  it('stores the new password and ends every session signed in before now', async () => {
    const { customers, change, endedBefore } = setUp();
    const changed = await change(ANA.id, { currentPassword: 'the current password', newPassword: 'a brand new one' });
    expect(changed.isOk()).toBe(true);
    expect(customers.all()[0]?.passwordHash).toBe('hash:a brand new one');
    expect((await endedBefore(Date.parse(NOW) - 1))._unsafeUnwrap()).toBe(true);
    expect((await endedBefore(Date.parse(NOW) + 1))._unsafeUnwrap()).toBe(false);
  });

  it('keeps the date the e-mail was verified, and counts an unverified one as verified from now', async () => {
    const { customers, change } = setUp();
    await change(ANA.id, { currentPassword: 'the current password', newPassword: 'a brand new one' });
    expect(customers.all()[0]?.emailVerifiedAt).toBe(ANA.emailVerifiedAt);
    const unverified = inMemoryCustomers([{ ...ANA, emailVerifiedAt: null }]);
    const { revocations } = inMemorySessionRevocations();
    const deps = { passwords: fakePasswordHasher().hasher, commonPasswords: SPEC_COMMON_PASSWORDS, revocations };
    const changeUnverified = changePassword({ ...deps, customers: unverified.repository, clock: fixedClock(NOW) });
    await changeUnverified(ANA.id, { currentPassword: 'the current password', newPassword: 'a brand new one' });
    expect(unverified.all()[0]?.emailVerifiedAt).toBe(Date.parse(NOW));
  });

  it('refuses a wrong current password, then a new one the rules refuse, changing nothing', async () => {
    const { customers, change, endedBefore } = setUp();
    expect(
      (await change(ANA.id, { currentPassword: 'guess', newPassword: 'a brand new one' }))._unsafeUnwrapErr(),
    ).toEqual(wrong('currentPassword'));
    expect(
      (
        await change(ANA.id, { currentPassword: 'the current password', newPassword: 'password123' })
      )._unsafeUnwrapErr(),
    ).toEqual({
      type: 'InvalidFields',
      problems: [{ field: 'newPassword', problem: 'Common' }],
    });
    expect(customers.all()[0]?.passwordHash).toBe('hash:the current password');
    expect((await endedBefore(0))._unsafeUnwrap()).toBe(false);
  });

  it('needs a signed-in account', async () => {
    const { change } = setUp();
    expect((await change(null, { currentPassword: 'x', newPassword: 'y' }))._unsafeUnwrapErr()).toMatchObject({
      type: 'SessionRequired',
    });
  });
});

describe('deleteAccount', () => {
  const setUp = () => {
    const erased: string[] = [];
    const records: PersonalRecords = {
      reviewsOf: () => okAsync([]),
      newsletterOf: () => okAsync(null),
      erase: (id, email) => {
        erased.push(`${id} ${email}`);
        return okAsync(undefined);
      },
    };
    const remove = deleteAccount({
      customers: inMemoryCustomers([ANA]).repository,
      passwords: fakePasswordHasher().hasher,
      records,
    });
    return { remove, erased };
  };

  it('erases the account once its password is given', async () => {
    const { remove, erased } = setUp();
    expect((await remove(ANA.id, 'the current password')).isOk()).toBe(true);
    expect(erased).toEqual([`${ANA.id} ${ANA.email}`]);
  });

  it('erases nothing with a wrong password', async () => {
    const { remove, erased } = setUp();
    expect((await remove(ANA.id, 'guess'))._unsafeUnwrapErr()).toEqual(wrong('password'));
    expect(erased).toEqual([]);
  });
});

describe('exportAccountData', () => {
  const order = {
    publicId: 'P-1',
    store: 'WPX-ES',
    status: 9,
    commercialStatus: 8,
    total: { amount: 2500, currency: 'EUR' },
    itemCount: 1,
    createdAt: NOW,
  };
  const detail = {
    ...order,
    paymentMethod: 'CARD',
    subtotal: order.total,
    shipping: { amount: 0, currency: 'EUR' },
    discount: { amount: 0, currency: 'EUR' },
    promotionCode: null,
    shipmentCountry: 'ES',
    shipmentPostalCode: '28001',
    lines: [],
  };
  const history = (asked: string[]): AccountHistory => ({
    ordersOf: (id) => {
      asked.push(id);
      return okAsync([order, { ...order, publicId: 'P-gone' }]);
    },
    orderOf: (_id, publicId) => okAsync(publicId === 'P-1' ? detail : null),
    ticketsOf: () => okAsync([]),
  });
  const saved: SavedDesignRepository = {
    list: () => okAsync([]),
    save: () => okAsync('saved'),
    remove: () => okAsync(true),
  };
  const records = (newsletter: PersonalRecords['newsletterOf']): PersonalRecords => ({
    reviewsOf: () => okAsync([]),
    newsletterOf: newsletter,
    erase: () => okAsync(undefined),
  });

  it('gathers the asking customer’s own records', async () => {
    const asked: string[] = [];
    const tickets = inMemoryTickets([
      aTicket({ id: 't1', publicId: '1', customerId: ANA.id }),
      aTicket({ id: 't2', publicId: '2', customerId: 'someone-else' as CustomerId }),
    ]);
    const data = await exportAccountData({
      customers: inMemoryCustomers([ANA]).repository,
      history: history(asked),
      tickets: tickets.repository,
      savedDesigns: saved,
      addresses: inMemoryAddressBook().repository,
      records: records(() => okAsync({ store: 'WPX-ES', status: 'CONFIRMED', createdAt: NOW })),
      clock: fixedClock(NOW),
    })(ANA.id);
    expect(data._unsafeUnwrap()).toMatchObject({
      exportedAt: '2024-05-02T08:30:00.000Z',
      profile: { email: ANA.email },
      orders: [{ publicId: 'P-1' }],
      tickets: [{ publicId: '1' }],
      newsletter: { status: 'CONFIRMED' },
    });
    expect(asked).toEqual([ANA.id]);
  });

  it('passes on a failing read', async () => {
    const data = await exportAccountData({
      customers: inMemoryCustomers([ANA]).repository,
      history: history([]),
      tickets: inMemoryTickets([]).repository,
      savedDesigns: saved,
      addresses: inMemoryAddressBook().repository,
      records: records(() => errAsync({ type: 'RepositoryFailure', cause: 'down' })),
      clock: fixedClock(NOW),
    })(ANA.id);
    expect(data._unsafeUnwrapErr()).toEqual({ type: 'RepositoryFailure', cause: 'down' });
  });
});
