import type { ResultAsync } from 'neverthrow';
import type { FastifyRequest } from 'fastify';
import type { ShopCarts } from '../../core/shop/carts/shop-carts.ts';
import type { ShopCheckout } from '../../core/shop/checkout/shop-checkout.ts';
import type { SignedInCustomer } from '../../adapters/server/signed-in-customer.ts';
import type { VisitorSources } from '../../adapters/shop-in-process/in-process-visitor-gateway.ts';
import type { Customer } from '../../core/domain/customers/customer.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import { shopperOf } from '../../core/shop/carts/shopper-of.ts';
import type { SiteSettingsRepository } from '../../core/shop/accounts/site-settings-repository.port.ts';
import type { RequestScope } from './request-scope.ts';

/** A failed read is thrown, so the page answers 500 rather than guessing the visitor's state. */
const orThrow = <T, E>(result: ResultAsync<T, E>): Promise<T> =>
  result.match(
    (value) => value,
    (error) => {
      throw new Error(`Could not read the visitor's state: ${JSON.stringify(error)}`);
    },
  );

/** The root's services a visitor's state is read from. */
export type VisitorServices = {
  readonly store: StoreSlug;
  readonly signedInCustomer: SignedInCustomer;
  readonly carts: Pick<ShopCarts, 'viewCart'>;
  readonly checkout: Pick<ShopCheckout, 'viewCheckout'>;
  readonly siteSettings: SiteSettingsRepository;
};

/** The real state of the requesting visitor: their auth session, their open cart, their checkout, the store's config. */
export const visitorSourcesOf = ({ store, signedInCustomer, carts, checkout, siteSettings }: VisitorServices) => {
  return (scope: RequestScope, request: FastifyRequest): VisitorSources => {
    const shopper = (customer: Customer | null) => shopperOf(scope.sessionId, customer);
    return {
      customer: () => signedInCustomer(request),
      cartLineCount: async (customer) => (await orThrow(carts.viewCart(shopper(customer).owner))).lines.length,
      hasCheckoutCustomerData: async (customer) =>
        (await orThrow(checkout.viewCheckout(shopper(customer)))).contact !== null,
      config: async () => ({
        isLoginRequiredToAccess: (await orThrow(siteSettings.overridesOf(store))).isLoginRequiredToAccess ?? false,
        guestCheckoutEnabled: true,
      }),
    };
  };
};
