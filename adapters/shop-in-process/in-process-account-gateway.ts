import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { AccountsError } from '../../core/shop/accounts/accounts-errors.ts';
import type { ShopAccounts } from '../../core/shop/accounts/shop-accounts.ts';
import type { AccountGateway } from '../../core/storefront/accounts/account-gateway.port.ts';

import { ACCOUNTS_PATHS } from '../shop-api-contract/accounts.codec.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';
import { pageDataNotFound, type PageDataNotFound } from '../../core/storefront/navigation/page-errors.ts';

const unavailable = (): ShopUnavailable => apiRequestFailed(ACCOUNTS_PATHS.orders);

/**
 * The page's guards let only a customer who may open it this far; a refusal here (a restriction set since) or
 * another customer's order reads as a missing page, never as someone's data.
 */
const asPageError = (error: AccountsError): ShopUnavailable | PageDataNotFound =>
  error.type === 'RepositoryFailure' ? unavailable() : pageDataNotFound();

/** The signed-in customer's history served by the shop service's use cases in the same process. */
export const inProcessAccountGateway = (
  accounts: ShopAccounts,
  customerId: () => Promise<CustomerId | null>,
): AccountGateway => {
  const asked = <T>(call: (customer: CustomerId | null) => ResultAsync<T, AccountsError>) =>
    ResultAsync.fromSafePromise(customerId()).andThen((customer) => call(customer));
  return {
    firstName: () =>
      asked((customer) => accounts.getProfile(customer))
        .map((profile) => profile.firstName ?? '')
        .mapErr(unavailable),
    orders: (filter) => asked((customer) => accounts.listAccountOrders(customer, filter)).mapErr(unavailable),
    order: (publicId) =>
      asked((customer) => accounts.getAccountOrder(customer, publicId.trim().toUpperCase())).mapErr(asPageError),
    tickets: () =>
      asked((customer) => accounts.listAccountTickets(customer)).orElse((error) =>
        error.type === 'RepositoryFailure' ? errAsync(unavailable()) : okAsync([]),
      ),
    savedDesigns: () =>
      asked((customer) => accounts.listSavedDesigns(customer))
        .map((saved) => saved.map(({ id, slug, name, savedAt }) => ({ id, slug, name, savedAt })))
        .mapErr(unavailable),
  };
};
