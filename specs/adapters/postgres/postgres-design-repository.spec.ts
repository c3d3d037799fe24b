import { postgresDesignRepository } from '../../../adapters/postgres/postgres-design-repository.ts';
import { designs } from '../../../adapters/postgres/schema/index.ts';
import { inMemoryDesignRepository } from '../../support/in-memory-design-repository.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';
import { describeDesignRepositoryContract } from './design-repository.contract.ts';

describeDesignRepositoryContract('in-memory fake', async (stored) => ({
  repository: inMemoryDesignRepository(stored),
  close: async () => {},
}));

for (const engine of TEST_ENGINES) {
  describeDesignRepositoryContract(engine.name, async (stored) => {
    const database = await openTestDatabase(engine);
    if (stored.length > 0) await database.db.insert(designs).values([...stored]);
    return { repository: postgresDesignRepository(database.db), close: database.close };
  });
}
