import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import type { TicketRepository } from '../../../core/shop/tickets/ticket-repository.port.ts';
import { aTicket } from '../../support/ticket-mother.ts';

type Opened = { repository: TicketRepository; close: () => Promise<void> };

const T0 = Date.parse('2024-05-01T10:00:00Z');

/** What every TicketRepository must do; run against the fake and every real adapter. */
export const describeTicketRepositoryContract = (name: string, open: () => Promise<Opened>) =>
  describe(`TicketRepository contract: ${name}`, () => {
    let opened: Opened;
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(() => opened.close());

    /** Creates a ticket whose message ids are its own, and insists it was stored. */
    const create = async (ticket: ReturnType<typeof aTicket>) => {
      const messages = ticket.messages.map((message) => ({ ...message, id: `${ticket.id}-${message.id}` }));
      const created = await opened.repository.create({ ...ticket, messages });
      expect(created.isOk()).toBe(true);
      return { ...ticket, messages };
    };

    it('stores a ticket with its messages and finds it by public id', async () => {
      const ticket = await create(aTicket({ orderPublicId: 'ES-1', customerId: null }));
      expect((await opened.repository.byPublicId('1000000001'))._unsafeUnwrap()).toEqual(ticket);
      expect((await opened.repository.byPublicId('999'))._unsafeUnwrap()).toBeUndefined();
    });

    it('lists a customer’s tickets, most recently updated first, without messages', async () => {
      await create(aTicket({ id: 't1', publicId: '1', updatedAt: T0 + 1 }));
      await create(aTicket({ id: 't2', publicId: '2', updatedAt: T0 + 5 }));
      await create(aTicket({ id: 't3', publicId: '3', customerId: 'c-2' as CustomerId }));
      const mine = (await opened.repository.ofCustomer('c-1' as CustomerId))._unsafeUnwrap();
      expect(mine.map((t) => t.publicId)).toEqual(['2', '1']);
      expect(mine[0]).not.toHaveProperty('messages');
      expect((await opened.repository.ofCustomer('c-9' as CustomerId))._unsafeUnwrap()).toEqual([]);
    });

    it('pages the queue longest waiting first, by status, with the total', async () => {
      for (let n = 1; n <= 5; n += 1) {
        await create(
          aTicket({
            id: `t${n}`,
            publicId: String(n),
            updatedAt: T0 + (10 - n),
            status: n === 3 ? 'RESOLVED' : 'PENDING',
          }),
        );
      }
      const first = (await opened.repository.queue('PENDING', 1, 3))._unsafeUnwrap();
      expect(first.tickets.map((t) => t.publicId)).toEqual(['5', '4', '2']);
      expect(first.total).toBe(4);
      expect((await opened.repository.queue('PENDING', 2, 3))._unsafeUnwrap().tickets.map((t) => t.publicId)).toEqual([
        '1',
      ]);
      expect((await opened.repository.queue(undefined, 1, 10))._unsafeUnwrap().total).toBe(5);
      expect((await opened.repository.queue('ARCHIVED', 1, 10))._unsafeUnwrap()).toEqual({ tickets: [], total: 0 });
    });

    it('lists every status pending first, longest waiting at the top, then resolved and archived ones, latest first', async () => {
      const tickets = [
        { publicId: '1', status: 'ARCHIVED', updatedAt: T0 },
        { publicId: '2', status: 'RESOLVED', updatedAt: T0 + 1 },
        { publicId: '3', status: 'PENDING', updatedAt: T0 + 5 },
        { publicId: '4', status: 'ARCHIVED', updatedAt: T0 + 6 },
        { publicId: '5', status: 'PENDING', updatedAt: T0 + 2 },
        { publicId: '6', status: 'RESOLVED', updatedAt: T0 + 7 },
      ] as const;
      for (const ticket of tickets) await create(aTicket({ id: `t${ticket.publicId}`, ...ticket }));
      const listed = (await opened.repository.queue(undefined, 1, 10))._unsafeUnwrap().tickets;
      expect(listed.map((t) => t.publicId)).toEqual(['5', '3', '6', '2', '4', '1']);
    });

    it('applies an update only while the status is the expected one, appending the message', async () => {
      await create(aTicket());
      const message = { id: 'm-2', author: 'support' as const, body: 'On its way.', createdAt: T0 + 60_000 };
      expect(
        (
          await opened.repository.update({
            ticketId: 'ticket-1',
            expectedStatus: 'PENDING',
            status: 'RESOLVED',
            updatedAt: T0 + 60_000,
            message,
          })
        )._unsafeUnwrap(),
      ).toBe('updated');
      expect(
        (
          await opened.repository.update({
            ticketId: 'ticket-1',
            expectedStatus: 'PENDING',
            status: 'ARCHIVED',
            updatedAt: T0 + 120_000,
            message: { ...message, id: 'm-3' },
          })
        )._unsafeUnwrap(),
      ).toBe('stale');
      const stored = (await opened.repository.byPublicId('1000000001'))._unsafeUnwrap();
      expect(stored?.status).toBe('RESOLVED');
      expect(stored?.updatedAt).toBe(T0 + 60_000);
      expect(stored?.messages.map((m) => m.id)).toEqual(['ticket-1-m-1', 'm-2']);
      expect(
        (
          await opened.repository.update({
            ticketId: 'ticket-1',
            expectedStatus: 'RESOLVED',
            status: 'ARCHIVED',
            updatedAt: T0 + 180_000,
          })
        )._unsafeUnwrap(),
      ).toBe('updated');
      expect((await opened.repository.byPublicId('1000000001'))._unsafeUnwrap()?.messages).toHaveLength(2);
    });

    it('calls an update of a missing ticket stale', async () => {
      expect(
        (
          await opened.repository.update({
            ticketId: 'nope',
            expectedStatus: 'PENDING',
            status: 'RESOLVED',
            updatedAt: T0,
          })
        )._unsafeUnwrap(),
      ).toBe('stale');
    });
  });
