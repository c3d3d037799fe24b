import { err, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../../../../core/domain/site/country.ts';
import { updateProfile } from '../../../../core/shop/accounts/update-profile.use-case.ts';
import { anAccount, inMemoryCustomers } from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';

const ES = 'ES' as CountryCode;
const clock = fixedClock('2026-06-15T12:00:00Z');
const form = {
  firstName: ' Núria ',
  lastName: "O'Neill-Puig",
  phone: '600 123 456',
  locale: 'ca',
  customerType: 'PERSON',
  companyName: '',
  vatId: '',
  birthDate: '',
};

/** The form as typed, with a locale the shop knows. */
const valid = { ...form, locale: 'es' };

describe('updateProfile', () => {
  it('stores tidied names, the phone in E.164 read in the store country, and a known locale', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    const outcome = await updateProfile({ customers: customers.repository, country: ES, clock })(anAccount().id, {
      ...form,
      locale: 'fr',
    });
    expect(outcome).toEqual(
      ok({
        email: 'ana@example.com',
        firstName: 'Núria',
        lastName: "O'Neill-Puig",
        phone: '+34600123456',
        locale: 'fr',
        accountType: 'customer',
        customerType: 'PERSON',
        companyName: null,
        vatId: null,
        birthDate: null,
      }),
    );
    expect(customers.all()[0]).toMatchObject({ firstName: 'Núria', phone: '+34600123456', locale: 'fr' });
  });

  it('clears the phone and the locale when they are left blank', async () => {
    const customers = inMemoryCustomers([anAccount({ phone: '+34600000000' })]);
    const outcome = await updateProfile({ customers: customers.repository, country: ES, clock })(anAccount().id, {
      ...form,
      phone: ' ',
      locale: '',
    });
    expect(outcome._unsafeUnwrap()).toMatchObject({ phone: null, locale: null });
  });

  it('refuses every invalid field at once and changes nothing', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    const outcome = await updateProfile({ customers: customers.repository, country: ES, clock })(anAccount().id, {
      firstName: '',
      lastName: 'x'.repeat(51),
      phone: '12',
      locale: 'klingon',
      customerType: 'COMPANY',
      companyName: ' ',
      vatId: 'ESB12345678',
      birthDate: '2001-2-30',
    });
    expect(outcome).toEqual(
      err({
        type: 'InvalidFields',
        problems: [
          { field: 'firstName', problem: 'Required' },
          { field: 'lastName', problem: 'TooLong', max: 50 },
          { field: 'phone', problem: 'Invalid' },
          { field: 'locale', problem: 'Invalid' },
          { field: 'companyName', problem: 'Required' },
          { field: 'vatId', problem: 'Invalid' },
          { field: 'birthDate', problem: 'Invalid' },
        ],
      }),
    );
    expect(customers.all()[0]).toEqual(anAccount());
  });

  it('answers SessionRequired when the account disappears before the write', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    customers.repository.updateProfile = () => okAsync(null);
    expect(
      await updateProfile({ customers: customers.repository, country: ES, clock })(anAccount().id, {
        ...form,
        locale: 'es',
      }),
    ).toEqual(err({ type: 'SessionRequired', message: 'SessionRequired' }));
  });

  it('refuses a visitor without a session', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    expect(
      (await updateProfile({ customers: customers.repository, country: ES, clock })(null, form))._unsafeUnwrapErr(),
    ).toEqual({ type: 'SessionRequired', message: 'SessionRequired' });
  });

  it('keeps a company under its name and its VAT id with the store country prefix, and a birth date in canonical form', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    const outcome = await updateProfile({ customers: customers.repository, country: ES, clock })(anAccount().id, {
      ...valid,
      customerType: 'COMPANY',
      companyName: ' Estudi Núria SL ',
      vatId: 'b-12345674',
      birthDate: '1990-3-7',
    });
    expect(outcome._unsafeUnwrap()).toMatchObject({
      customerType: 'COMPANY',
      companyName: 'Estudi Núria SL',
      vatId: 'ESB12345674',
      birthDate: '1990-03-07',
    });
  });

  it('drops the company name and VAT id of a PERSON, whatever was typed in them', async () => {
    const customers = inMemoryCustomers([
      anAccount({ customerType: 'COMPANY', companyName: 'Old SL', vatId: 'ESB12345674' }),
    ]);
    const outcome = await updateProfile({ customers: customers.repository, country: ES, clock })(anAccount().id, {
      ...valid,
      companyName: 'Ignored SL',
      vatId: 'not a number',
    });
    expect(outcome._unsafeUnwrap()).toMatchObject({ customerType: 'PERSON', companyName: null, vatId: null });
  });

  it('refuses a customer type other than PERSON or COMPANY', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    const outcome = await updateProfile({ customers: customers.repository, country: ES, clock })(anAccount().id, {
      ...valid,
      customerType: 'GOVERNMENT',
    });
    expect(outcome).toEqual(err({ type: 'InvalidFields', problems: [{ field: 'customerType', problem: 'Invalid' }] }));
  });

  it('takes a birth date 18 years ago today and refuses one a day later as too young', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    const update = updateProfile({ customers: customers.repository, country: ES, clock });
    expect((await update(anAccount().id, { ...valid, birthDate: '2008-06-15' }))._unsafeUnwrap()).toMatchObject({
      birthDate: '2008-06-15',
    });
    expect(await update(anAccount().id, { ...valid, birthDate: '2008-6-16' })).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'birthDate', problem: 'TooYoung' }] }),
    );
  });
});
