import { postgresRateLimiter } from '../../../adapters/postgres/postgres-rate-limiter.ts';
import { inMemoryRateLimiter } from '../../support/in-memory-rate-limiter.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describeRateLimiterContract } from './rate-limiter.contract.ts';

describeRateLimiterContract('in-memory fake', async () => ({ limiter: inMemoryRateLimiter(), close: async () => {} }));

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeRateLimiterContract(engine.name, async () => {
    const database = await openEmptied();
    return { limiter: postgresRateLimiter(database.db), close: database.close };
  });
}
