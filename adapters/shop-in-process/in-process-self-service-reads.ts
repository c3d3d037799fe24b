import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Customer } from '../../core/domain/customers/customer.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { ShopAccounts } from '../../core/shop/accounts/shop-accounts.ts';
import type { ShopTickets } from '../../core/shop/tickets/shop-tickets.ts';
import type { SelfServiceReads, ShownTicket } from '../../core/storefront/accounts/self-service-gateway.port.ts';
import { ACCOUNTS_PATHS } from '../shop-api-contract/accounts.codec.ts';
import { ADDRESS_BOOK_PATHS } from '../shop-api-contract/address-book.codec.ts';
import { listedTicketOf, shownTicketOf } from '../shop-views/ticket-views.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';
import { defaultAddressesOf } from '../../core/storefront/accounts/address-book.ts';
import type { SavedAddressesReader } from '../../core/storefront/checkout/load-checkout-page.use-case.ts';

/** The accounts pages' reads, in-process for the request's signed-in customer; a page without one finds nothing. */
export const inProcessSelfServiceReads = (
  tickets: Pick<ShopTickets, 'listCustomerTickets' | 'showTicket'>,
  accounts: Pick<ShopAccounts, 'getProfile' | 'listAddresses'>,
  customer: () => Promise<Customer | null>,
  /** A Shop API path as a link the browser downloads from (base path and the session's ext_session_id). */
  downloadUrl: (path: string) => string,
): SelfServiceReads => {
  const asCustomer = <T>(
    path: string,
    read: (known: Customer) => ResultAsync<T, { readonly type: string }>,
  ): ResultAsync<T, ShopUnavailable> =>
    ResultAsync.fromPromise(customer(), () => apiRequestFailed(path))
      .andThen((known) => (known === null ? errAsync(apiRequestFailed(path)) : read(known)))
      .mapErr(() => apiRequestFailed(path));
  return {
    tickets: () =>
      asCustomer('/tickets', (known) => tickets.listCustomerTickets(known).map((list) => list.map(listedTicketOf))),
    ticket: (publicId) =>
      asCustomer('/tickets', (known) =>
        tickets
          .showTicket(known, publicId)
          .map((ticket): ShownTicket | null => shownTicketOf(ticket, downloadUrl))
          .orElse((error) => (error.type === 'TicketNotFound' ? okAsync(null) : errAsync(error))),
      ),
    profile: () =>
      asCustomer('/accounts/profile', (known) =>
        accounts.getProfile(known.id).map((profile) => ({
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: profile.phone,
          locale: profile.locale,
          customerType: profile.customerType,
          companyName: profile.companyName,
          vatId: profile.vatId,
          birthDate: profile.birthDate,
          dataExportUrl: downloadUrl(ACCOUNTS_PATHS.dataExport),
        })),
      ),
    addressBook: () => asCustomer(ADDRESS_BOOK_PATHS.addresses, (known) => accounts.listAddresses(known.id)),
  };
};

/** The checkout's address step reads the signed-in customer's defaults; a guest, or a failed read, has none. */
export const inProcessSavedAddresses =
  (accounts: Pick<ShopAccounts, 'listAddresses'>, customer: () => Promise<Customer | null>): SavedAddressesReader =>
  () =>
    ResultAsync.fromSafePromise(customer())
      .andThen((known) => (known === null ? okAsync(null) : accounts.listAddresses(known.id).map(defaultAddressesOf)))
      .orElse(() => okAsync(null));
