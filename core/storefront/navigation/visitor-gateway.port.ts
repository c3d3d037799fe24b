import type { ResultAsync } from 'neverthrow';
import type { GuardContext } from '../../domain/routing/guard.ts';
import type { VisitorNeeds } from '../../domain/routing/visitor-needs.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/**
 * Who is asking for a page: their customer, cart and checkout, as the route guards read them. The cart and the
 * checkout are read only when `needs` names them; otherwise they hold an empty cart and no customer data.
 */
export interface VisitorGateway {
  guardContext(needs: VisitorNeeds): ResultAsync<GuardContext, ShopUnavailable>;
}
