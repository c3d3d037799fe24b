import { okAsync } from 'neverthrow';
import type { TicketRepository } from '../../core/shop/tickets/ticket-repository.port.ts';
import type { Ticket, TicketSummary } from '../../core/domain/tickets/ticket.ts';

const summaryOf = ({ messages: _messages, ...summary }: Ticket): TicketSummary => summary;

/** Tickets kept in a map; an update is a compare-and-set on the status, like the SQL one. */
/** Pending first (longest waiting at the top), then resolved, then archived (latest change at the top). */
const QUEUE_RANK = { PENDING: 0, RESOLVED: 1, ARCHIVED: 2 } as const;

export const inMemoryTickets = (initial: readonly Ticket[] = []) => {
  const tickets = new Map(initial.map((ticket) => [ticket.id, ticket]));
  const repository: TicketRepository = {
    create: (ticket) => {
      tickets.set(ticket.id, ticket);
      return okAsync(undefined);
    },
    byPublicId: (publicId) => okAsync([...tickets.values()].find((ticket) => ticket.publicId === publicId)),
    ofCustomer: (customerId) =>
      okAsync(
        [...tickets.values()]
          .filter((ticket) => ticket.customerId === customerId)
          .sort((a, b) => b.updatedAt - a.updatedAt || b.id.localeCompare(a.id))
          .map(summaryOf),
      ),
    queue: (status, page, pageSize) => {
      const matching = [...tickets.values()]
        .filter((ticket) => status === undefined || ticket.status === status)
        .sort(
          (a, b) =>
            QUEUE_RANK[a.status] - QUEUE_RANK[b.status] ||
            (a.status === 'PENDING' ? a.updatedAt - b.updatedAt : b.updatedAt - a.updatedAt) ||
            a.id.localeCompare(b.id),
        );
      return okAsync({
        tickets: matching.slice((page - 1) * pageSize, page * pageSize).map(summaryOf),
        total: matching.length,
      });
    },
    update: ({ ticketId, expectedStatus, status, updatedAt, message }) => {
      const ticket = tickets.get(ticketId);
      if (ticket === undefined || ticket.status !== expectedStatus) return okAsync('stale' as const);
      tickets.set(ticketId, {
        ...ticket,
        status,
        updatedAt,
        messages: message ? [...ticket.messages, message] : ticket.messages,
      });
      return okAsync('updated' as const);
    },
  };
  return { repository, tickets };
};
