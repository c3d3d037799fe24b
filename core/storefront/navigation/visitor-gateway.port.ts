import type { ResultAsync } from 'neverthrow';
import type { GuardContext } from '../../domain/routing/guard.ts';
import type { ShopUnavailable } from '../catalogue/catalogue-gateway.port.ts';

/** Who is asking for a page: their customer, cart and checkout, as the route guards read them. */
export interface VisitorGateway {
  guardContext(): ResultAsync<GuardContext, ShopUnavailable>;
}
