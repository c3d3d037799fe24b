import { postgresAuthTokenRepository } from '../../../adapters/postgres/postgres-auth-token-repository.ts';
import { postgresCustomerRepository } from '../../../adapters/postgres/postgres-customer-repository.ts';
import { postgresSessionRevocations } from '../../../adapters/postgres/postgres-session-revocations.ts';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import {
  anAccount,
  inMemoryAuthTokens,
  inMemoryCustomers,
  inMemorySessionRevocations,
} from '../../support/accounts-fakes.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describeAuthTokenRepositoryContract } from './auth-token-repository.contract.ts';
import { describeCustomerRepositoryContract } from './customer-repository.contract.ts';
import { describeSessionRevocationsContract } from './session-revocations.contract.ts';

const noop = async () => {};

describeCustomerRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryCustomers().repository,
  close: noop,
}));
describeAuthTokenRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryAuthTokens().repository,
  close: noop,
}));
describeSessionRevocationsContract('in-memory fake', async () => ({
  repository: inMemorySessionRevocations().revocations,
  customerId: 'c-1' as CustomerId,
  close: noop,
}));

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeCustomerRepositoryContract(engine.name, async () => {
    const database = await openEmptied();
    return { repository: postgresCustomerRepository(database.db), close: database.close };
  });
  describeAuthTokenRepositoryContract(engine.name, async () => {
    const database = await openEmptied();
    return { repository: postgresAuthTokenRepository(database.db), close: database.close };
  });
  describeSessionRevocationsContract(engine.name, async () => {
    const database = await openEmptied();
    const { id, email, passwordHash, firstName, lastName, locale, emailVerifiedAt } = anAccount();
    await postgresCustomerRepository(database.db).create({
      id,
      email,
      passwordHash,
      firstName,
      lastName,
      locale,
      emailVerifiedAt,
    });
    return { repository: postgresSessionRevocations(database.db), customerId: id, close: database.close };
  });
}
