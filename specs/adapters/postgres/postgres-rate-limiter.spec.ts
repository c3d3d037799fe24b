import { postgresRateLimiter } from '../../../adapters/postgres/postgres-rate-limiter.ts';
import { inMemoryRateLimiter } from '../../support/in-memory-rate-limiter.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';
import { describeRateLimiterContract } from './rate-limiter.contract.ts';

describeRateLimiterContract('in-memory fake', async () => ({ limiter: inMemoryRateLimiter(), close: async () => {} }));

for (const engine of TEST_ENGINES) {
  describeRateLimiterContract(engine.name, async () => {
    const database = await openTestDatabase(engine);
    return { limiter: postgresRateLimiter(database.db), close: database.close };
  });
}
