import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { checkAccess, type AccessRefusal } from '../../domain/customers/access-checks.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { UploadOwners } from '../media/upload-repository.port.ts';
import type { TicketRepository } from './ticket-repository.port.ts';
import {
  ATTACHMENT_FIELD,
  checkTicketRequest,
  type CheckedTicketRequest,
  type TicketRequest,
} from '../../domain/tickets/ticket-request.ts';
import type { Ticket } from '../../domain/tickets/ticket.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type TicketDeps = { readonly tickets: TicketRepository; readonly clock: Clock; readonly ids: IdGenerator };

export type OpenTicketDeps = TicketDeps & { readonly uploads: UploadOwners };

/** An attachment is an upload sent from the same storefront session; anything else is refused like a bad field. */
const checkAttachment = (
  uploads: UploadOwners,
  request: CheckedTicketRequest,
): ResultAsync<CheckedTicketRequest, InvalidFields | RepositoryFailure> => {
  if (request.attachmentId === null) return okAsync(request);
  const refused: InvalidFields = { type: 'InvalidFields', problems: [{ field: ATTACHMENT_FIELD, problem: 'Invalid' }] };
  if (request.sessionId === undefined) return errAsync(refused);
  return uploads
    .sessionOf(request.attachmentId)
    .andThen((owner) => (owner === request.sessionId ? okAsync(request) : errAsync(refused)));
};

/** Ten digits: short enough to read out on the phone, and 10^10 numbers keep collisions negligible. */
export const TICKET_PUBLIC_ID_LENGTH = 10;

/** A new PENDING ticket with the shopper's first message; a signed-in customer's is filed under their account. */
export const openTicket =
  ({ tickets, clock, ids, uploads }: OpenTicketDeps) =>
  (
    customer: Customer | null,
    request: TicketRequest,
  ): ResultAsync<Ticket, InvalidFields | AccessRefusal | RepositoryFailure> => {
    if (customer !== null) {
      const access = checkAccess('tickets', customer);
      if (access.isErr()) return errAsync(access.error);
    }
    const checked = checkTicketRequest(request);
    if (checked.isErr()) return errAsync(checked.error);
    return checkAttachment(uploads, checked.value).andThen(({ message, sessionId: _session, ...fields }) => {
      const now = clock.now();
      const ticket: Ticket = {
        ...fields,
        id: ids.uuid(),
        publicId: ids.randomDigits(TICKET_PUBLIC_ID_LENGTH),
        customerId: customer?.id ?? null,
        status: 'PENDING',
        createdAt: now,
        updatedAt: now,
        messages: [{ id: ids.uuid(), author: 'customer', body: message, createdAt: now }],
      };
      return tickets.create(ticket).map(() => ticket);
    });
  };
