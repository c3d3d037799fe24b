import { err, errAsync, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { verifyCredentials } from '../../../../core/shop/auth/verify-credentials.use-case.ts';
import { anAccount, fakePasswordHasher, inMemoryCustomers } from '../../../support/accounts-fakes.ts';

const ana = anAccount({ email: 'ana@example.com', passwordHash: 'hash:correct horse battery' });

const setUp = (accounts = [ana]) => {
  const passwords = fakePasswordHasher();
  const customers = inMemoryCustomers(accounts);
  return {
    verify: verifyCredentials({ customers: customers.repository, passwords: passwords.hasher }),
    passwords,
    customers,
  };
};

describe('verifyCredentials', () => {
  it('answers the account for its e-mail (any case, surrounding blanks) and password', async () => {
    const { verify } = setUp();
    expect(await verify({ email: ' Ana@Example.com', password: 'correct horse battery' })).toEqual(ok(ana));
  });

  it.each([
    ['a wrong password', 'ana@example.com', 'wrong horse battery', 'hash:correct horse battery'],
    ['an unknown e-mail', 'nobody@example.com', 'correct horse battery', null],
    ['a malformed e-mail', 'not an e-mail', 'correct horse battery', null],
  ])('refuses %s with InvalidCredentials after the same hashing work', async (_, email, password, checkedAgainst) => {
    const { verify, passwords } = setUp();
    expect(await verify({ email, password })).toEqual(err({ type: 'InvalidCredentials' }));
    expect(passwords.verified).toEqual([checkedAgainst]);
  });

  it('refuses an unconfirmed account even with its right password', async () => {
    const { verify } = setUp([anAccount({ emailVerifiedAt: null })]);
    expect(await verify({ email: 'ana@example.com', password: 'correct horse battery' })).toEqual(
      err({ type: 'InvalidCredentials' }),
    );
  });

  it('refuses an account without a password (e-mail link only)', async () => {
    const { verify, passwords } = setUp([anAccount({ passwordHash: null })]);
    expect(await verify({ email: 'ana@example.com', password: 'anything at all' })).toEqual(
      err({ type: 'InvalidCredentials' }),
    );
    expect(passwords.verified).toEqual([null]);
  });

  it('passes a repository failure on', async () => {
    const { customers, passwords } = setUp();
    customers.repository.byEmail = () => errAsync({ type: 'RepositoryFailure', cause: 'down' });
    const verify = verifyCredentials({ customers: customers.repository, passwords: passwords.hasher });
    expect(await verify({ email: 'ana@example.com', password: 'x' })).toEqual(
      err({ type: 'RepositoryFailure', cause: 'down' }),
    );
  });
});
