import { err, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../../../../core/domain/site/country.ts';
import { updateProfile } from '../../../../core/shop/accounts/update-profile.use-case.ts';
import { anAccount, inMemoryCustomers } from '../../../support/accounts-fakes.ts';

const ES = 'ES' as CountryCode;
const form = { firstName: ' Núria ', lastName: "O'Neill-Puig", phone: '600 123 456', locale: 'ca' };

describe('updateProfile', () => {
  it('stores tidied names, the phone in E.164 read in the store country, and a known locale', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    const outcome = await updateProfile({ customers: customers.repository, country: ES })(anAccount().id, {
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
      }),
    );
    expect(customers.all()[0]).toMatchObject({ firstName: 'Núria', phone: '+34600123456', locale: 'fr' });
  });

  it('clears the phone and the locale when they are left blank', async () => {
    const customers = inMemoryCustomers([anAccount({ phone: '+34600000000' })]);
    const outcome = await updateProfile({ customers: customers.repository, country: ES })(anAccount().id, {
      ...form,
      phone: ' ',
      locale: '',
    });
    expect(outcome._unsafeUnwrap()).toMatchObject({ phone: null, locale: null });
  });

  it('refuses every invalid field at once and changes nothing', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    const outcome = await updateProfile({ customers: customers.repository, country: ES })(anAccount().id, {
      firstName: '',
      lastName: 'x'.repeat(51),
      phone: '12',
      locale: 'klingon',
    });
    expect(outcome).toEqual(
      err({
        type: 'InvalidFields',
        problems: [
          { field: 'firstName', problem: 'Required' },
          { field: 'lastName', problem: 'TooLong', max: 50 },
          { field: 'phone', problem: 'Invalid' },
          { field: 'locale', problem: 'Invalid' },
        ],
      }),
    );
    expect(customers.all()[0]).toEqual(anAccount());
  });

  it('answers SessionRequired when the account disappears before the write', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    customers.repository.updateProfile = () => okAsync(null);
    expect(
      await updateProfile({ customers: customers.repository, country: ES })(anAccount().id, { ...form, locale: 'es' }),
    ).toEqual(err({ type: 'SessionRequired', message: 'SessionRequired' }));
  });

  it('refuses a visitor without a session', async () => {
    const customers = inMemoryCustomers([anAccount()]);
    expect(
      (await updateProfile({ customers: customers.repository, country: ES })(null, form))._unsafeUnwrapErr(),
    ).toEqual({ type: 'SessionRequired', message: 'SessionRequired' });
  });
});
