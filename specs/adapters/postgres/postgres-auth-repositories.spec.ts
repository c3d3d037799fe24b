import { postgresAuthTokenRepository } from '../../../adapters/postgres/postgres-auth-token-repository.ts';
import { postgresCustomerRepository } from '../../../adapters/postgres/postgres-customer-repository.ts';
import { inMemoryAuthTokens, inMemoryCustomers } from '../../support/accounts-fakes.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describeAuthTokenRepositoryContract } from './auth-token-repository.contract.ts';
import { describeCustomerRepositoryContract } from './customer-repository.contract.ts';

const noop = async () => {};

describeCustomerRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryCustomers().repository,
  close: noop,
}));
describeAuthTokenRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryAuthTokens().repository,
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
}
