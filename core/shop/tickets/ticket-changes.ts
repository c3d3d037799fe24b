import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { checkAccess, type AccessRefusal } from '../../domain/customers/access-checks.ts';
import { isAdministrator, type Customer } from '../../domain/customers/customer.ts';
import type { IllegalTicketTransition, TicketStatus } from '../../domain/tickets/ticket-status.ts';
import type { TicketDeps } from './open-ticket.use-case.ts';
import type { TicketRepository } from './ticket-repository.port.ts';
import {
  ticketNotFound,
  type Ticket,
  type TicketAuthor,
  type TicketChanged,
  type TicketNotFound,
} from '../../domain/tickets/ticket.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A customer reaches their own tickets unless the shop blocked tickets for them; the administrator reaches all. */
export const reachableTicket =
  (tickets: TicketRepository) =>
  (
    customer: Customer,
    publicId: string,
    { ownOnly }: { readonly ownOnly: boolean },
  ): ResultAsync<Ticket, AccessRefusal | TicketNotFound | RepositoryFailure> => {
    const access = checkAccess('tickets', customer);
    if (access.isErr()) return errAsync(access.error);
    return tickets.byPublicId(publicId).andThen((ticket) => {
      const reachable =
        ticket !== undefined && (ticket.customerId === customer.id || (!ownOnly && isAdministrator(customer)));
      // Another customer's ticket answers exactly like a missing one, so numbers cannot be probed.
      return reachable ? okAsync(ticket) : errAsync(ticketNotFound());
    });
  };

/** Writes a status change (and a message) decided by the core's ticket rules, refusing a lost race. */
export const changeTicket =
  ({ tickets, clock, ids }: TicketDeps) =>
  (
    ticket: Ticket,
    transition: (ticket: Ticket) => Result<Ticket, IllegalTicketTransition>,
    message?: { readonly author: TicketAuthor; readonly body: string },
  ): ResultAsync<Ticket, IllegalTicketTransition | TicketChanged | RepositoryFailure> => {
    const next = transition(ticket);
    if (next.isErr()) return errAsync(next.error);
    const now = clock.now();
    const added = message ? [{ id: ids.uuid(), ...message, createdAt: now }] : [];
    const status: TicketStatus = next.value.status;
    return tickets
      .update({
        ticketId: ticket.id,
        expectedStatus: ticket.status,
        status,
        updatedAt: now,
        ...(added[0] ? { message: added[0] } : {}),
      })
      .andThen((outcome) =>
        outcome === 'stale'
          ? errAsync<Ticket, TicketChanged>({ type: 'TicketChanged' })
          : okAsync({ ...ticket, status, updatedAt: now, messages: [...ticket.messages, ...added] }),
      );
  };
