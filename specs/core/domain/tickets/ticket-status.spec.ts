import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  canTransitionTicket,
  isTicketStatus,
  onCustomerReply,
  onSupportAnswer,
  onSupportReply,
  TICKET_STATUSES,
  transitionTicket,
  type TicketStatus,
} from '../../../../core/domain/tickets/ticket-status.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('ticket statuses (spec section 3)', () => {
  itIsAnEnumeration(TICKET_STATUSES, isTicketStatus, ['PENDING', 'RESOLVED', 'ARCHIVED']);
});

const ALLOWED: readonly (readonly [TicketStatus, TicketStatus])[] = [
  ['PENDING', 'RESOLVED'],
  ['PENDING', 'ARCHIVED'],
  ['RESOLVED', 'PENDING'],
  ['RESOLVED', 'ARCHIVED'],
];

const REFUSED = TICKET_STATUSES.flatMap((from) =>
  TICKET_STATUSES.filter((to) => !ALLOWED.some(([f, t]) => f === from && t === to)).map((to) => [from, to] as const),
);

const ticket = (status: TicketStatus) => ({ id: 't-1', status });

describe('transitionTicket (spec section 4: ticket status transitions)', () => {
  it.each(ALLOWED)('allows %s -> %s', (from, to) => {
    expect(canTransitionTicket(from, to)).toBe(true);
    expect(transitionTicket(ticket(from), to)).toEqual(ok(ticket(to)));
  });

  it.each(REFUSED)('refuses %s -> %s with IllegalTicketTransition', (from, to) => {
    expect(canTransitionTicket(from, to)).toBe(false);
    expect(transitionTicket(ticket(from), to)).toEqual(err({ type: 'IllegalTicketTransition', from, to }));
  });

  it('makes ARCHIVED final', () => {
    expect(REFUSED.filter(([from]) => from === 'ARCHIVED')).toHaveLength(3);
  });
});

describe('onCustomerReply', () => {
  it('keeps a pending ticket pending', () => {
    expect(onCustomerReply(ticket('PENDING'))).toEqual(ok(ticket('PENDING')));
  });

  it('reopens a resolved ticket', () => {
    expect(onCustomerReply(ticket('RESOLVED'))).toEqual(ok(ticket('PENDING')));
  });

  it('refuses a reply to an archived ticket', () => {
    expect(onCustomerReply(ticket('ARCHIVED'))).toEqual(
      err({ type: 'IllegalTicketTransition', from: 'ARCHIVED', to: 'PENDING' }),
    );
  });
});

describe('onSupportAnswer', () => {
  it('keeps a pending or resolved ticket as it is', () => {
    expect(onSupportAnswer(ticket('PENDING'))).toEqual(ok(ticket('PENDING')));
    expect(onSupportAnswer(ticket('RESOLVED'))).toEqual(ok(ticket('RESOLVED')));
  });

  it('refuses an answer on an archived ticket', () => {
    expect(onSupportAnswer(ticket('ARCHIVED'))).toEqual(
      err({ type: 'IllegalTicketTransition', from: 'ARCHIVED', to: 'PENDING' }),
    );
  });
});

describe('onSupportReply', () => {
  it('resolves a pending ticket and keeps a resolved one resolved', () => {
    expect(onSupportReply(ticket('PENDING'))).toEqual(ok(ticket('RESOLVED')));
    expect(onSupportReply(ticket('RESOLVED'))).toEqual(ok(ticket('RESOLVED')));
  });

  it('refuses an answer on an archived ticket', () => {
    expect(onSupportReply(ticket('ARCHIVED'))).toEqual(
      err({ type: 'IllegalTicketTransition', from: 'ARCHIVED', to: 'RESOLVED' }),
    );
  });
});
