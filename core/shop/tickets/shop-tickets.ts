import type { ResultAsync } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { TicketStatus } from '../../domain/tickets/ticket-status.ts';
import type { TicketRequest } from '../../domain/tickets/ticket-request.ts';
import type { Ticket, TicketSummary } from '../../domain/tickets/ticket.ts';
import type { SupportQueue, SupportReply } from './support-tickets.use-cases.ts';
import type { AccessRefusal } from '../../domain/customers/access-checks.ts';
import type { SessionRequired } from '../../domain/customers/require-customer.ts';
import type { IllegalTicketTransition } from '../../domain/tickets/ticket-status.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { TicketChanged, TicketNotFound } from '../../domain/tickets/ticket.ts';
import type { UploadFile } from '../media/upload-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Every way a call of this context's shop API can fail. */
export type TicketsError =
  | SessionRequired
  | AccessRefusal
  | InvalidFields
  | TicketNotFound
  | IllegalTicketTransition
  | TicketChanged
  | RepositoryFailure;

/** The tickets context's shop API: its use cases bound to their ports, as a route or an in-process gateway calls them. */
export type ShopTickets = {
  readonly defaultStore: StoreSlug;
  readonly openTicket: (customer: Customer | null, request: TicketRequest) => ResultAsync<Ticket, TicketsError>;
  readonly listCustomerTickets: (customer: Customer) => ResultAsync<readonly TicketSummary[], TicketsError>;
  readonly showTicket: (customer: Customer, publicId: string) => ResultAsync<Ticket, TicketsError>;
  readonly replyToTicket: (customer: Customer, publicId: string, message: string) => ResultAsync<Ticket, TicketsError>;
  readonly archiveTicket: (customer: Customer, publicId: string) => ResultAsync<Ticket, TicketsError>;
  readonly resolveTicket: (customer: Customer, publicId: string) => ResultAsync<Ticket, TicketsError>;
  readonly ticketAttachment: (customer: Customer, publicId: string) => ResultAsync<UploadFile, TicketsError>;
  readonly replyAsSupport: (
    administrator: Customer,
    publicId: string,
    message: string,
    choice: { readonly resolve: boolean },
  ) => ResultAsync<SupportReply, TicketsError>;
  readonly setTicketStatusAsSupport: (
    administrator: Customer,
    publicId: string,
    status: 'RESOLVED' | 'ARCHIVED',
  ) => ResultAsync<Ticket, TicketsError>;
  readonly listSupportQueue: (
    administrator: Customer,
    status: TicketStatus | undefined,
    page: number,
  ) => ResultAsync<SupportQueue, TicketsError>;
};
