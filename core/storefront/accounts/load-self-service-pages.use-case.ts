import { okAsync, ResultAsync } from 'neverthrow';
import type { ListedTicket, SelfServiceReads, ShownProfile, ShownTicket } from './self-service-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** The tickets page: every ticket of the customer, and the one opened by `?ticket=` if it is theirs. */
export type AccountTicketsPage = {
  /** Whose tickets: a new ticket is filed under the account's name and e-mail. */
  readonly customer: { readonly name: string; readonly email: string };
  readonly tickets: readonly ListedTicket[];
  readonly open: ShownTicket | null;
};

export type AccountProfilePage = { readonly profile: ShownProfile };

const TICKET_NUMBER = /^\d{1,20}$/;

export const loadAccountTicketsPage =
  (reads: SelfServiceReads) =>
  (openTicket: string | undefined): ResultAsync<AccountTicketsPage, ShopUnavailable> =>
    ResultAsync.combine([
      reads.profile(),
      reads.tickets(),
      openTicket !== undefined && TICKET_NUMBER.test(openTicket) ? reads.ticket(openTicket) : okAsync(null),
    ] as const).map(([profile, tickets, open]) => ({
      customer: { name: `${profile.firstName} ${profile.lastName}`.trim() || profile.email, email: profile.email },
      tickets,
      open,
    }));

export const loadAccountProfilePage =
  (reads: SelfServiceReads) => (): ResultAsync<AccountProfilePage, ShopUnavailable> =>
    reads.profile().map((profile) => ({ profile }));
