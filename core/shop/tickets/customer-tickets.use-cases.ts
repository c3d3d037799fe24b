import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { checkAccess, type AccessRefusal } from '../../domain/customers/access-checks.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import { onCustomerReply, transitionTicket, type IllegalTicketTransition } from '../../domain/tickets/ticket-status.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { TicketDeps } from './open-ticket.use-case.ts';
import type { TicketRepository } from './ticket-repository.port.ts';
import { changeTicket, reachableTicket } from './ticket-changes.ts';
import { checkReplyText } from '../../domain/tickets/ticket-request.ts';
import {
  ticketNotFound,
  type Ticket,
  type TicketChanged,
  type TicketNotFound,
  type TicketSummary,
} from '../../domain/tickets/ticket.ts';
import type { UploadFile, UploadFiles } from '../media/upload-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type TicketChangeError =
  AccessRefusal | TicketNotFound | IllegalTicketTransition | TicketChanged | RepositoryFailure;

/** The signed-in customer's own tickets, most recently updated first. */
export const listCustomerTickets =
  (tickets: TicketRepository) =>
  (customer: Customer): ResultAsync<readonly TicketSummary[], AccessRefusal | RepositoryFailure> => {
    const access = checkAccess('tickets', customer);
    return access.isErr() ? errAsync(access.error) : tickets.ofCustomer(customer.id);
  };

/** One conversation: the customer's own, or any for the administrator. */
export const showTicket =
  (tickets: TicketRepository) =>
  (customer: Customer, publicId: string): ResultAsync<Ticket, AccessRefusal | TicketNotFound | RepositoryFailure> =>
    reachableTicket(tickets)(customer, publicId, { ownOnly: false });

/** The customer writes again: a resolved ticket reopens, an archived one refuses. */
export const replyToTicket =
  (deps: TicketDeps) =>
  (customer: Customer, publicId: string, message: string): ResultAsync<Ticket, TicketChangeError | InvalidFields> => {
    const body = checkReplyText(message);
    if (body.isErr()) return errAsync(body.error);
    return reachableTicket(deps.tickets)(customer, publicId, { ownOnly: true }).andThen((ticket) =>
      changeTicket(deps)(ticket, onCustomerReply, { author: 'customer', body: body.value }),
    );
  };

/** Closes a conversation for good: the customer's own, or any for the administrator. */
export const archiveTicket =
  (deps: TicketDeps) =>
  (customer: Customer, publicId: string): ResultAsync<Ticket, TicketChangeError> =>
    reachableTicket(deps.tickets)(customer, publicId, { ownOnly: false }).andThen((ticket) =>
      changeTicket(deps)(ticket, (current) => transitionTicket(current, 'ARCHIVED')),
    );

/** The customer says their question is answered: a pending ticket becomes resolved (a later reply reopens it). */
export const resolveTicket =
  (deps: TicketDeps) =>
  (customer: Customer, publicId: string): ResultAsync<Ticket, TicketChangeError> =>
    reachableTicket(deps.tickets)(customer, publicId, { ownOnly: true }).andThen((ticket) =>
      changeTicket(deps)(ticket, (current) => transitionTicket(current, 'RESOLVED')),
    );

/** The file sent with a ticket, for its owner and support alone; anyone else, or a ticket without one, finds nothing. */
export const ticketAttachment =
  (deps: { readonly tickets: TicketRepository; readonly uploads: UploadFiles }) =>
  (customer: Customer, publicId: string): ResultAsync<UploadFile, AccessRefusal | TicketNotFound | RepositoryFailure> =>
    reachableTicket(deps.tickets)(customer, publicId, { ownOnly: false }).andThen((ticket) =>
      ticket.attachmentId === null
        ? errAsync(ticketNotFound())
        : deps.uploads
            .fileOf(ticket.attachmentId)
            .andThen((file) => (file === undefined ? errAsync(ticketNotFound()) : okAsync(file))),
    );
