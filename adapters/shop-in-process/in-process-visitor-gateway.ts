import { ResultAsync } from 'neverthrow';
import type { Customer } from '../../core/domain/customers/customer.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { GuardContext } from '../../core/domain/routing/guard.ts';
import type { VisitorGateway } from '../../core/storefront/navigation/visitor-gateway.port.ts';

/** Where the server reads one visitor's state from, for the route guards. */
export type VisitorSources = {
  readonly customer: () => Promise<Customer | null>;
  readonly cartLineCount: (customer: Customer | null) => Promise<number>;
  readonly hasCheckoutCustomerData: (customer: Customer | null) => Promise<boolean>;
  readonly config: () => Promise<GuardContext['config']>;
};

/** Each page reads only what its guards look at: most pages never touch the cart or the checkout to open. */
export const inProcessVisitorGateway = (sources: VisitorSources): VisitorGateway => ({
  guardContext: (needs) =>
    ResultAsync.fromPromise(
      sources
        .customer()
        .then((customer) =>
          Promise.all([
            customer,
            needs.cart ? sources.cartLineCount(customer) : 0,
            needs.checkout ? sources.hasCheckoutCustomerData(customer) : false,
            sources.config(),
          ] as const),
        ),
      () => apiRequestFailed('/api/session'),
    ).map(([customer, lineCount, hasCustomerData, config]): GuardContext => ({
      customer,
      cart: { lineCount },
      checkout: { hasCustomerData },
      config,
    })),
});
