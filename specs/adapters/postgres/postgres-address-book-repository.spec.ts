import { postgresAddressBookRepository } from '../../../adapters/postgres/postgres-address-book-repository.ts';
import { customers } from '../../../adapters/postgres/schema/index.ts';
import { inMemoryAddressBook } from '../../support/in-memory-address-book.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { ADDRESS_BOOK_CUSTOMERS, describeAddressBookRepositoryContract } from './address-book-repository.contract.ts';

describeAddressBookRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryAddressBook().repository,
  close: async () => undefined,
}));

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeAddressBookRepositoryContract(engine.name, async () => {
    const database = await openEmptied();
    await database.db
      .insert(customers)
      .values(ADDRESS_BOOK_CUSTOMERS.map((id) => ({ id, email: `${id}@example.com` })));
    return { repository: postgresAddressBookRepository(database.db), close: database.close };
  });
}
