import { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { Ticket } from '../../domain/tickets/ticket.ts';
import type { TicketRepository } from '../tickets/ticket-repository.port.ts';
import type { AccountHistory } from './account-history.port.ts';
import type { AccountsError } from './accounts-errors.ts';
import { profileOf, type Profile } from './customer-account.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import type { NewsletterRecord, PersonalRecords, PersonalReview } from './personal-records.port.ts';
import type { SavedDesign } from './saved-design-repository.port.ts';
import type { SavedDesignRepository } from './saved-design-repository.port.ts';
import type { SavedAddress } from '../../domain/customers/address-book.ts';
import type { AddressBookRepository } from './address-book-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { AccountOrderDetail } from '../../domain/customers/account-history.ts';

/** Everything the shop holds about a customer, as they download it. */
export type AccountDataExport = {
  /** ISO 8601 instant the export was made. */
  readonly exportedAt: string;
  readonly profile: Profile;
  readonly orders: readonly AccountOrderDetail[];
  readonly tickets: readonly Ticket[];
  readonly savedDesigns: readonly SavedDesign[];
  readonly addresses: readonly SavedAddress[];
  readonly reviews: readonly PersonalReview[];
  readonly newsletter: NewsletterRecord | null;
};

export type ExportAccountDataDeps = {
  readonly customers: CustomerRepository;
  readonly history: AccountHistory;
  readonly tickets: TicketRepository;
  readonly savedDesigns: SavedDesignRepository;
  readonly records: PersonalRecords;
  readonly addresses: AddressBookRepository;
  readonly clock: { readonly now: () => number };
};

const all = <T>(reads: readonly ResultAsync<T, RepositoryFailure>[]) => ResultAsync.combine([...reads]);

/** The signed-in customer's own data, every section read for their id alone (and their e-mail for the newsletter). */
export const exportAccountData =
  (deps: ExportAccountDataDeps) =>
  (customerId: CustomerId | null): ResultAsync<AccountDataExport, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-profile').andThen((account) => {
      const orders = deps.history
        .ordersOf(account.id)
        .andThen((list) => all(list.map((order) => deps.history.orderOf(account.id, order.publicId))))
        .map((details) => details.filter((detail): detail is AccountOrderDetail => detail !== null));
      const tickets = deps.tickets
        .ofCustomer(account.id)
        .andThen((list) => all(list.map((ticket) => deps.tickets.byPublicId(ticket.publicId))))
        .map((full) => full.filter((ticket): ticket is Ticket => ticket !== undefined));
      return ResultAsync.combine([
        orders,
        tickets,
        deps.savedDesigns.list(account.id),
        deps.addresses.list(account.id),
        deps.records.reviewsOf(account.id),
        deps.records.newsletterOf(account.email),
      ] as const).map(([orderList, ticketList, savedDesigns, addresses, reviews, newsletter]) => ({
        exportedAt: new Date(deps.clock.now()).toISOString(),
        profile: profileOf(account),
        orders: orderList,
        tickets: ticketList,
        savedDesigns,
        addresses,
        reviews,
        newsletter,
      }));
    });
