import type { Customer } from '../../domain/customers/customer.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { Shopper } from './cart.ts';

/** Who is asking: the session and its signed-in customer; a customer with invoicing has a billing account to pay on. */
export const shopperOf = (
  sessionId: SessionId,
  customer: Pick<Customer, 'id' | 'invoicingEnabled'> | null,
): Shopper => ({
  owner: { sessionId, customerId: customer?.id ?? null },
  hasBillingAccount: customer?.invoicingEnabled ?? false,
});
