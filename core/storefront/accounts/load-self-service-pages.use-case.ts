import { okAsync, ResultAsync } from 'neverthrow';
import type { ListedTicket, SelfServiceReads, ShownProfile, ShownTicket } from './self-service-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { ShownAddressBook } from './address-book.ts';

/** The tickets page: every ticket of the customer, and the one opened by `?ticket=` if it is theirs. */
export type AccountTicketsPageData = {
  /** Whose tickets: a new ticket is filed under the account's name and e-mail. */
  readonly customer: { readonly name: string; readonly email: string };
  readonly tickets: readonly ListedTicket[];
  readonly open: ShownTicket | null;
};

export type AccountProfilePageData = { readonly profile: ShownProfile; readonly addressBook: ShownAddressBook };

const TICKET_NUMBER = /^\d{1,20}$/;

/** The customer's tickets, with the one asked for opened. */
export const loadAccountTicketsPage =
  (reads: SelfServiceReads) =>
  (openTicket: string | undefined): ResultAsync<AccountTicketsPageData, ShopUnavailable> =>
    ResultAsync.combine([
      reads.profile(),
      reads.tickets(),
      openTicket !== undefined && TICKET_NUMBER.test(openTicket) ? reads.ticket(openTicket) : okAsync(null),
    ] as const).map(([profile, tickets, open]) => ({
      customer: { name: `${profile.firstName} ${profile.lastName}`.trim() || profile.email, email: profile.email },
      tickets,
      open,
    }));

/** The profile with the address book, whose addresses may be in `countries` (the store's shipping countries). */
export const loadAccountProfilePage =
  (reads: SelfServiceReads, countries: readonly string[]) => (): ResultAsync<AccountProfilePageData, ShopUnavailable> =>
    ResultAsync.combine([reads.profile(), reads.addressBook()] as const).map(([profile, addresses]) => ({
      profile,
      addressBook: { addresses, countries },
    }));
