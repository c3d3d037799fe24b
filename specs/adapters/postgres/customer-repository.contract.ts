import { err, ok } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { CustomerRepository, NewCustomer } from '../../../core/shop/accounts/customer-repository.port.ts';

const aNewCustomer = (overrides: Partial<NewCustomer> = {}): NewCustomer => ({
  id: 'c-new' as CustomerId,
  email: 'Nuria@Example.com',
  passwordHash: 'scrypt$hash',
  firstName: 'Núria',
  lastName: 'Puig',
  locale: 'ca' as never,
  emailVerifiedAt: null,
  ...overrides,
});

/** What every CustomerRepository must do; run against the fake and every real adapter. */
export const describeCustomerRepositoryContract = (
  name: string,
  open: () => Promise<{ repository: CustomerRepository; close: () => Promise<void> }>,
) =>
  describe(`CustomerRepository contract: ${name}`, () => {
    let opened: Awaited<ReturnType<typeof open>>;
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(() => opened.close());

    it('creates an account with its e-mail lower-cased, found by id and by e-mail in any case', async () => {
      const created = (await opened.repository.create(aNewCustomer({ locale: 'es' })))._unsafeUnwrap();
      expect(created).toEqual({
        id: 'c-new',
        email: 'nuria@example.com',
        passwordHash: 'scrypt$hash',
        firstName: 'Núria',
        lastName: 'Puig',
        phone: null,
        accountType: 'customer',
        restrictions: [],
        invoicingEnabled: false,
        locale: 'es',
        emailVerifiedAt: null,
        customerType: 'PERSON',
        companyName: null,
        vatId: null,
        birthDate: null,
      });
      expect(await opened.repository.byId('c-new' as CustomerId)).toEqual(ok(created));
      expect(await opened.repository.byEmail('NURIA@example.com')).toEqual(ok(created));
    });

    it('answers null for an unknown id or e-mail', async () => {
      expect(await opened.repository.byId('nobody' as CustomerId)).toEqual(ok(null));
      expect(await opened.repository.byEmail('nobody@example.com')).toEqual(ok(null));
    });

    it('refuses a second account for the same address, whatever its case', async () => {
      await opened.repository.create(aNewCustomer());
      expect(
        await opened.repository.create(aNewCustomer({ id: 'c-other' as CustomerId, email: 'NURIA@EXAMPLE.COM' })),
      ).toEqual(err({ type: 'EmailTaken' }));
    });

    it('updates the profile fields and answers null for an unknown account', async () => {
      await opened.repository.create(aNewCustomer());
      const changes = {
        firstName: 'Nuri',
        lastName: 'Vidal',
        phone: '+34600123456',
        locale: 'en' as const,
        customerType: 'COMPANY' as const,
        companyName: 'Vidal SL',
        vatId: 'ESB12345674',
        birthDate: '1990-03-07',
      };
      expect((await opened.repository.updateProfile('c-new' as CustomerId, changes))._unsafeUnwrap()).toMatchObject(
        changes,
      );
      expect(await opened.repository.updateProfile('nobody' as CustomerId, changes)).toEqual(ok(null));
    });

    it('sets a password with its proof time, and keeps the first proof when marked verified again', async () => {
      await opened.repository.create(aNewCustomer({ passwordHash: null }));
      const first = Date.parse('2025-01-01T00:00:00Z');
      expect(await opened.repository.setPassword('c-new' as CustomerId, 'scrypt$new', first)).toEqual(ok(undefined));
      const later = Date.parse('2025-02-01T00:00:00Z');
      const marked = (await opened.repository.markEmailVerified('c-new' as CustomerId, later))._unsafeUnwrap();
      expect(marked).toMatchObject({ passwordHash: 'scrypt$new', emailVerifiedAt: first });
      expect(await opened.repository.markEmailVerified('nobody' as CustomerId, later)).toEqual(ok(null));
    });

    it('marks an unconfirmed address verified at the given time', async () => {
      await opened.repository.create(aNewCustomer());
      const at = Date.parse('2025-03-01T12:00:00Z');
      expect(
        (await opened.repository.markEmailVerified('c-new' as CustomerId, at))._unsafeUnwrap()?.emailVerifiedAt,
      ).toBe(at);
    });
  });
