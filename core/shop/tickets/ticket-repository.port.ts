import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { TicketStatus } from '../../domain/tickets/ticket-status.ts';
import type { Ticket, TicketMessage, TicketSummary } from '../../domain/tickets/ticket.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A change to a ticket that applies only while its status is still `expectedStatus`. */
export type TicketUpdate = {
  readonly ticketId: string;
  readonly expectedStatus: TicketStatus;
  readonly status: TicketStatus;
  readonly updatedAt: number;
  /** The message the change adds, if any. */
  readonly message?: TicketMessage;
};

export type TicketPage = { readonly tickets: readonly TicketSummary[]; readonly total: number };

/** Where the shop keeps its support tickets and their conversations. */
export interface TicketRepository {
  /** Stores a new ticket together with its messages. */
  create(ticket: Ticket): ResultAsync<void, RepositoryFailure>;
  /** A ticket with its messages oldest first, or undefined when no ticket has this public id. */
  byPublicId(publicId: string): ResultAsync<Ticket | undefined, RepositoryFailure>;
  /** A customer's tickets, most recently updated first, without their messages. */
  ofCustomer(customerId: CustomerId): ResultAsync<readonly TicketSummary[], RepositoryFailure>;
  /** The support queue: tickets in a status (any when undefined), pending ones first, longest waiting at the top; pages from 1. */
  queue(status: TicketStatus | undefined, page: number, pageSize: number): ResultAsync<TicketPage, RepositoryFailure>;
  /** Applies the update atomically; 'stale' when the status was no longer the expected one. */
  update(change: TicketUpdate): ResultAsync<'updated' | 'stale', RepositoryFailure>;
}
