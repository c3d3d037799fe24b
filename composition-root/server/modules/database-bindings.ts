import type { Container, ServiceIdentifier } from 'inversify';
import type { DatabaseHandle, ShopDatabase } from '../../../adapters/postgres/database.ts';
import { postgresRateLimiter } from '../../../adapters/postgres/postgres-rate-limiter.ts';
import type { RateLimitCheck } from '../../../adapters/server/rate-limit.ts';
import type { Clock } from '../../../core/domain/shared/clock.port.ts';
import { checkRateLimit } from '../../../core/shop/security/check-rate-limit.use-case.ts';
import { TOKENS } from '../../tokens.ts';

/** Binds `key` to an adapter made over the shop's database: one line per repository. */
export const bindOverDatabase = <T>(container: Container, key: ServiceIdentifier<T>, make: (db: ShopDatabase) => T) => {
  container.bind(key).toResolvedValue((database) => make(database.db), [TOKENS.database]);
};

/** The rate-limit check whose counters the database keeps. */
export const rateLimitCheckOf = (database: DatabaseHandle, clock: Clock): RateLimitCheck =>
  checkRateLimit({ limiter: postgresRateLimiter(database.db), clock });
