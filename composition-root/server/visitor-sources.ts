import type { Container } from 'inversify';
import type { ResultAsync } from 'neverthrow';
import type { FastifyRequest } from 'fastify';
import type { VisitorSources } from '../../adapters/shop-in-process/in-process-visitor-gateway.ts';
import type { Customer } from '../../core/domain/customers/customer.ts';
import type { Shopper } from '../../core/shop/carts/cart.ts';
import { TOKENS } from '../tokens.ts';
import { ACCOUNTS_TOKENS } from './modules/accounts.module.ts';
import { CARTS_TOKENS } from './modules/carts.module.ts';
import { CHECKOUT_TOKENS } from './modules/checkout.module.ts';
import { SIGNED_IN_CUSTOMER } from './modules/product-server.module.ts';
import type { RequestScope } from './request-scope.ts';

/** A failed read is thrown, so the page answers 500 rather than guessing the visitor's state. */
const orThrow = <T, E>(result: ResultAsync<T, E>): Promise<T> =>
  result.match(
    (value) => value,
    (error) => {
      throw new Error(`Could not read the visitor's state: ${JSON.stringify(error)}`);
    },
  );

/** The real state of the requesting visitor: their auth session, their open cart, their checkout, the store's config. */
export const visitorSources = (root: Container, scope: RequestScope, request: FastifyRequest): VisitorSources => {
  const config = root.get(TOKENS.config);
  const shopper = (customer: Customer | null): Shopper => ({
    owner: { sessionId: scope.sessionId, customerId: customer?.id ?? null },
    hasBillingAccount: customer?.invoicingEnabled ?? false,
  });
  return {
    customer: () => root.get(SIGNED_IN_CUSTOMER)(request),
    cartLineCount: async (customer) =>
      (await orThrow(root.get(CARTS_TOKENS.useCases).viewCart(shopper(customer).owner))).lines.length,
    hasCheckoutCustomerData: async (customer) =>
      (await orThrow(root.get(CHECKOUT_TOKENS.useCases).viewCheckout(shopper(customer)))).contact !== null,
    config: async () => ({
      isLoginRequiredToAccess:
        (await orThrow(root.get(ACCOUNTS_TOKENS.siteSettings).overridesOf(config.store))).isLoginRequiredToAccess ??
        false,
      guestCheckoutEnabled: true,
    }),
  };
};
