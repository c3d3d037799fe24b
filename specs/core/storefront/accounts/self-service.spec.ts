import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import {
  loadAccountProfilePage,
  loadAccountTicketsPage,
} from '../../../../core/storefront/accounts/load-self-service-pages.use-case.ts';
import type {
  SelfServiceReads,
  SelfServiceWrites,
  ShownProfile,
  ShownTicket,
} from '../../../../core/storefront/accounts/self-service-gateway.port.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { selfServiceUseCases } from '../../../../core/storefront/accounts/self-service.use-cases.ts';

const PROFILE: ShownProfile = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'García',
  phone: null,
  locale: 'es',
  customerType: 'PERSON',
  companyName: null,
  vatId: null,
  birthDate: null,
  dataExportUrl: '/accounts/data-export',
};
const profileForm = {
  firstName: 'Ana',
  lastName: 'García',
  phone: '',
  locale: '',
  customerType: 'PERSON',
  companyName: '',
  vatId: '',
  birthDate: '',
};
const clock = fixedClock('2026-06-15T12:00:00Z');
const LISTED = {
  publicId: '4810273561',
  subject: 'Dirección',
  status: 'PENDING',
  orderPublicId: null,
  updatedAt: '',
} as const;
const SHOWN: ShownTicket = { ...LISTED, contactType: 'helpCenter', attachmentUrl: null, messages: [] };

const HOME = {
  id: 'address-0001',
  line1: 'Calle Mayor 1',
  line2: null,
  postalCode: '28013',
  city: 'Madrid',
  country: 'ES',
  isDefaultBilling: true,
  isDefaultShipping: true,
};

const reads = (asked: string[] = []): SelfServiceReads => ({
  tickets: () => okAsync([LISTED]),
  ticket: (publicId) => {
    asked.push(publicId);
    return okAsync(SHOWN);
  },
  profile: () => okAsync(PROFILE),
  addressBook: () => okAsync([HOME]),
});

describe('the accounts pages’ loaders', () => {
  it('opens a ticket named by a ticket number, and none for anything else', async () => {
    const asked: string[] = [];
    const load = loadAccountTicketsPage(reads(asked));
    expect((await load('4810273561'))._unsafeUnwrap()).toEqual({
      customer: { name: 'Ana García', email: 'ana@example.com' },
      tickets: [LISTED],
      open: SHOWN,
    });
    expect((await load('../x'))._unsafeUnwrap().open).toBeNull();
    expect((await load(undefined))._unsafeUnwrap().open).toBeNull();
    expect(asked).toEqual(['4810273561']);
  });

  it('names the customer by e-mail when the account has no name', async () => {
    const load = loadAccountTicketsPage({
      ...reads(),
      profile: () => okAsync({ ...PROFILE, firstName: '', lastName: '' }),
    });
    expect((await load(undefined))._unsafeUnwrap().customer.name).toBe('ana@example.com');
  });

  it('loads the profile with the address book and the countries its addresses may be in', async () => {
    expect((await loadAccountProfilePage(reads(), ['ES', 'PT'])())._unsafeUnwrap()).toEqual({
      profile: PROFILE,
      addressBook: { addresses: [HOME], countries: ['ES', 'PT'] },
    });
  });
});

describe('selfServiceUseCases', () => {
  const recording = () => {
    const sent: string[] = [];
    const done = <T>(name: string, value: T) => {
      sent.push(name);
      return okAsync({ kind: 'done' as const, value });
    };
    const writes: SelfServiceWrites = {
      openTicket: (_form, key) => done(`openTicket ${key}`, '1'),
      reply: () => done('reply', null),
      resolve: () => {
        sent.push('resolve');
        return okAsync(null);
      },
      updateProfile: () => done('updateProfile', PROFILE),
      changePassword: () => done('changePassword', null),
      deleteAccount: () => done('deleteAccount', null),
      saveAddress: (id) => done(`saveAddress ${id}`, [HOME]),
      removeAddress: (id) => {
        sent.push(`removeAddress ${id}`);
        return okAsync([]);
      },
      requestEmailChange: (newEmail) => done(`requestEmailChange ${newEmail}`, newEmail),
      confirmEmailChange: (token) => done(`confirmEmailChange ${token}`, 'new@example.com'),
    };
    return { sent, useCases: selfServiceUseCases(writes, () => 'key-1', clock) };
  };
  const ticket = { name: 'Ana', email: 'ana@example.com', contactType: 'helpCenter', orderPublicId: '' } as const;

  it('sends nothing while a form breaks the core’s rules, and says which fields', async () => {
    const { sent, useCases } = recording();
    const outcomes = await Promise.all([
      useCases.openTicket({ ...ticket, subject: '', message: 'x', orderPublicId: 'no spaces' }),
      useCases.reply('1', ' '),
      useCases.updateProfile({ ...profileForm, firstName: '' }),
      useCases.changePassword('', 'short'),
      useCases.deleteAccount(''),
    ]);
    expect(outcomes.map((outcome) => outcome._unsafeUnwrap())).toEqual([
      {
        kind: 'invalid',
        problems: [
          { field: 'subject', problem: 'Required' },
          { field: 'orderPublicId', problem: 'Invalid' },
        ],
      },
      { kind: 'invalid', problems: [{ field: 'message', problem: 'Required' }] },
      { kind: 'invalid', problems: [{ field: 'firstName', problem: 'Required' }] },
      {
        kind: 'invalid',
        problems: [
          { field: 'currentPassword', problem: 'Required' },
          { field: 'newPassword', problem: 'Invalid' },
        ],
      },
      { kind: 'invalid', problems: [{ field: 'password', problem: 'Required' }] },
    ]);
    expect(sent).toEqual([]);
  });

  it('refuses an order number longer than the shop keeps', async () => {
    const { useCases } = recording();
    const outcome = await useCases.openTicket({ ...ticket, subject: 'a', message: 'b', orderPublicId: 'A'.repeat(41) });
    expect(outcome._unsafeUnwrap()).toEqual({
      kind: 'invalid',
      problems: [{ field: 'orderPublicId', problem: 'TooLong', max: 40 }],
    });
  });

  it('sends a valid form once, a new ticket with its idempotency key', async () => {
    const { sent, useCases } = recording();
    await useCases.openTicket({ ...ticket, subject: 'a', message: 'b' });
    await useCases.reply('1', 'thanks');
    await useCases.resolve('1');
    await useCases.updateProfile(profileForm);
    await useCases.changePassword('old password', 'a long new password');
    await useCases.deleteAccount('old password');
    expect(sent).toEqual(['openTicket key-1', 'reply', 'resolve', 'updateProfile', 'changePassword', 'deleteAccount']);
  });

  it('checks a company’s name and an adult’s birth date while typing, leaving the VAT id to the shop', async () => {
    const { sent, useCases } = recording();
    const company = { ...profileForm, customerType: 'COMPANY', companyName: ' ', vatId: '??', birthDate: '2008-6-16' };
    expect(useCases.profileProblems(company)).toEqual([
      { field: 'companyName', problem: 'Required' },
      { field: 'birthDate', problem: 'TooYoung' },
    ]);
    expect(useCases.profileProblems({ ...profileForm, birthDate: '2008-6-15' })).toEqual([]);
    expect(useCases.profileProblems({ ...profileForm, birthDate: 'yesterday' })).toEqual([
      { field: 'birthDate', problem: 'Invalid' },
    ]);
    await useCases.updateProfile(company);
    expect(sent).toEqual([]);
  });

  it('checks an address by checkout’s rules in the book’s countries before sending it', async () => {
    const { sent, useCases } = recording();
    const address = { line1: 'Calle Mayor 1', line2: '', postalCode: '28013', city: 'Madrid', country: 'ES' };
    expect(useCases.addressProblems({ ...address, postalCode: '2801' }, ['ES'])).toEqual([
      { field: 'postalCode', problem: 'InvalidPostalCode' },
    ]);
    expect(useCases.addressProblems(address, ['PT'])).toEqual([{ field: 'country', problem: 'CountryNotShipped' }]);
    const form = { ...address, defaultBilling: true, defaultShipping: false };
    expect((await useCases.saveAddress('address-0002', { ...form, city: '' }, ['ES']))._unsafeUnwrap()).toEqual({
      kind: 'invalid',
      problems: [{ field: 'city', problem: 'Required' }],
    });
    await useCases.saveAddress('address-0002', form, ['ES']);
    await useCases.removeAddress('address-0002');
    expect(useCases.newAddressId()).toBe('key-1');
    expect(sent).toEqual(['saveAddress address-0002', 'removeAddress address-0002']);
  });

  it('asks for an e-mail change only with a valid new address and a password', async () => {
    const { sent, useCases } = recording();
    expect((await useCases.requestEmailChange('not an address', ''))._unsafeUnwrap()).toEqual({
      kind: 'invalid',
      problems: [
        { field: 'newEmail', problem: 'Invalid' },
        { field: 'password', problem: 'Required' },
      ],
    });
    expect(useCases.emailChangeProblems(' ', 'x')).toEqual([{ field: 'newEmail', problem: 'Required' }]);
    await useCases.requestEmailChange('new@example.com', 'my password');
    await useCases.confirmEmailChange('token-1');
    expect(sent).toEqual(['requestEmailChange new@example.com', 'confirmEmailChange token-1']);
  });

  it('passes on an unreachable shop', async () => {
    const failing = selfServiceUseCases(
      {
        ...recording().useCases,
        resolve: () => errAsync(apiRequestFailed('/tickets')),
      } as unknown as SelfServiceWrites,
      () => 'k',
      clock,
    );
    expect((await failing.resolve('1'))._unsafeUnwrapErr()).toEqual(apiRequestFailed('/tickets'));
  });
});
