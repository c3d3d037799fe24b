import type { Ticket, TicketSummary } from '../../core/domain/tickets/ticket.ts';
import type { ListedTicket, ShownTicket } from '../../core/storefront/accounts/self-service-gateway.port.ts';
import { TICKETS_PATHS } from '../shop-api-contract/tickets.codec.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A ticket in a list, as its owner and support both see it. */
export const listedTicketOf = (ticket: TicketSummary): ListedTicket => ({
  publicId: ticket.publicId,
  subject: ticket.subject,
  status: ticket.status,
  orderPublicId: ticket.orderPublicId,
  updatedAt: iso(ticket.updatedAt),
});

/** A conversation; the attachment downloads from the owner's and support's own route. */
export const shownTicketOf = (ticket: Ticket, downloadUrl: (path: string) => string): ShownTicket => ({
  ...listedTicketOf(ticket),
  contactType: ticket.contactType,
  attachmentUrl:
    ticket.attachmentId === null ? null : downloadUrl(`${TICKETS_PATHS.ticket}/${ticket.publicId}/attachment`),
  messages: ticket.messages.map((message) => ({
    author: message.author,
    body: message.body,
    createdAt: iso(message.createdAt),
  })),
});
