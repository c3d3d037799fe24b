import { err, ok, type Result } from 'neverthrow';

export const TICKET_STATUSES = ['PENDING', 'RESOLVED', 'ARCHIVED'] as const;

export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const isTicketStatus = (value: string): value is TicketStatus =>
  (TICKET_STATUSES as readonly string[]).includes(value);

export type IllegalTicketTransition = {
  readonly type: 'IllegalTicketTransition';
  readonly from: TicketStatus;
  readonly to: TicketStatus;
};

export const illegalTicketTransition = (from: TicketStatus, to: TicketStatus): IllegalTicketTransition => ({
  type: 'IllegalTicketTransition',
  from,
  to,
});

// A reply to a resolved ticket reopens it; an archived ticket is closed for good, so a new question is a new ticket.
const NEXT: { readonly [F in TicketStatus]: readonly TicketStatus[] } = {
  PENDING: ['RESOLVED', 'ARCHIVED'],
  RESOLVED: ['PENDING', 'ARCHIVED'],
  ARCHIVED: [],
};

export const canTransitionTicket = (from: TicketStatus, to: TicketStatus): boolean => NEXT[from].includes(to);

export const transitionTicket = <T extends { readonly status: TicketStatus }>(
  ticket: T,
  to: TicketStatus,
): Result<T, IllegalTicketTransition> =>
  canTransitionTicket(ticket.status, to)
    ? ok({ ...ticket, status: to })
    : err(illegalTicketTransition(ticket.status, to));

/** The customer wrote: a pending ticket stays pending, a resolved one reopens, an archived one refuses. */
export const onCustomerReply = <T extends { readonly status: TicketStatus }>(
  ticket: T,
): Result<T, IllegalTicketTransition> =>
  ticket.status === 'PENDING' ? ok(ticket) : transitionTicket(ticket, 'PENDING');

/** Support answered without resolving: the ticket keeps its status; an archived one refuses (it cannot reopen). */
export const onSupportAnswer = <T extends { readonly status: TicketStatus }>(
  ticket: T,
): Result<T, IllegalTicketTransition> =>
  ticket.status === 'ARCHIVED' ? err(illegalTicketTransition('ARCHIVED', 'PENDING')) : ok(ticket);

/** Support answered and resolved: the ticket is resolved until the customer writes again. */
export const onSupportReply = <T extends { readonly status: TicketStatus }>(
  ticket: T,
): Result<T, IllegalTicketTransition> =>
  ticket.status === 'RESOLVED' ? ok(ticket) : transitionTicket(ticket, 'RESOLVED');
