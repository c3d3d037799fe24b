import fc from 'fast-check';
import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import type { SessionId } from '../../../../core/domain/session/session-id.ts';
import type { UploadOwners } from '../../../../core/shop/media/upload-repository.port.ts';
import { openTicket } from '../../../../core/shop/tickets/open-ticket.use-case.ts';
import type { TicketRequest } from '../../../../core/domain/tickets/ticket-request.ts';
import type { TicketRepository } from '../../../../core/shop/tickets/ticket-repository.port.ts';
import { aCustomer } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryTickets } from '../../../support/in-memory-tickets.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const NOW = '2024-05-01T10:00:00Z';

const REQUEST: TicketRequest = {
  name: '  Ana García ',
  email: ' ana@example.com ',
  subject: ' Where is my order? ',
  message: ' It has not arrived yet. ',
  contactType: 'formContact',
  orderPublicId: ' ES-1234 ',
  store: 'WPX-ES',
};

const SESSION = 'SpecSession00000000000000000001' as SessionId;
const UPLOAD_ID = '3f2b6c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';

/** The uploads the shop knows: this one was sent from SESSION. */
const uploads: UploadOwners = {
  sessionOf: (id) => okAsync(id === UPLOAD_ID ? SESSION : undefined),
};

const setUp = () => {
  const { repository, tickets } = inMemoryTickets();
  return { open: openTicket({ tickets: repository, clock: fixedClock(NOW), ids: sequenceIds(), uploads }), tickets };
};

describe('openTicket', () => {
  it('opens a trimmed guest ticket, PENDING, with the first message, and stores it', async () => {
    const { open, tickets } = setUp();
    const at = Date.parse(NOW);
    const expected = {
      id: '00000000-0000-4000-8000-000000000001',
      publicId: '0000000002',
      customerId: null,
      name: 'Ana García',
      email: 'ana@example.com',
      subject: 'Where is my order?',
      contactType: 'formContact',
      orderPublicId: 'ES-1234',
      attachmentId: null,
      status: 'PENDING',
      store: 'WPX-ES',
      createdAt: at,
      updatedAt: at,
      messages: [
        {
          id: '00000000-0000-4000-8000-000000000003',
          author: 'customer',
          body: 'It has not arrived yet.',
          createdAt: at,
        },
      ],
    };
    expect(await open(null, REQUEST)).toEqual(ok(expected));
    expect([...tickets.values()]).toEqual([expected]);
  });

  it('files a signed-in customer’s ticket under their id; an order number is optional', async () => {
    const { open } = setUp();
    const customer = aCustomer({ id: 'c-9' as CustomerId });
    const ticket = (await open(customer, { ...REQUEST, orderPublicId: undefined }))._unsafeUnwrap();
    expect(ticket).toMatchObject({ customerId: 'c-9', orderPublicId: null });
    const blankOrder = (await open(customer, { ...REQUEST, orderPublicId: '   ' }))._unsafeUnwrap();
    expect(blankOrder.orderPublicId).toBeNull();
  });

  it('refuses a customer for whom the shop blocked tickets', async () => {
    const { open, tickets } = setUp();
    expect(await open(aCustomer({ restrictions: ['tickets'] }), REQUEST)).toEqual(err({ type: 'TicketsBlocked' }));
    expect(tickets.size).toBe(0);
  });

  it('reports every field problem at once', async () => {
    const { open } = setUp();
    expect(
      await open(null, {
        ...REQUEST,
        name: ' ',
        email: 'ana@',
        subject: 's'.repeat(151),
        message: '',
        orderPublicId: 'ES 12',
      }),
    ).toEqual(
      err({
        type: 'InvalidFields',
        problems: [
          { field: 'name', problem: 'Required' },
          { field: 'email', problem: 'Invalid' },
          { field: 'subject', problem: 'TooLong', max: 150 },
          { field: 'message', problem: 'Required' },
          { field: 'order_public_id', problem: 'Invalid' },
        ],
      }),
    );
  });

  it('requires an e-mail and bounds the name, message and order number', async () => {
    const { open } = setUp();
    expect(
      await open(null, {
        ...REQUEST,
        name: 'n'.repeat(101),
        email: '   ',
        message: 'm'.repeat(5001),
        orderPublicId: '1'.repeat(41),
      }),
    ).toEqual(
      err({
        type: 'InvalidFields',
        problems: [
          { field: 'name', problem: 'TooLong', max: 100 },
          { field: 'email', problem: 'Required' },
          { field: 'message', problem: 'TooLong', max: 5000 },
          { field: 'order_public_id', problem: 'TooLong', max: 40 },
        ],
      }),
    );
  });

  it('accepts any subject and message within their limits, counted in characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 150 }).filter((s) => s.trim() !== ''),
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 5000 }).filter((s) => s.trim() !== ''),
        async (subject, message) => {
          const ticket = await setUp().open(null, { ...REQUEST, subject, message });
          expect(ticket.isOk()).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('passes a repository failure on', async () => {
    const failing: TicketRepository = {
      ...inMemoryTickets().repository,
      create: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
    };
    const open = openTicket({ tickets: failing, clock: fixedClock(NOW), ids: sequenceIds(), uploads });
    expect(await open(null, REQUEST)).toEqual(err({ type: 'RepositoryFailure', cause: 'down' }));
  });
});

describe('openTicket with an attachment', () => {
  const refused = err({ type: 'InvalidFields', problems: [{ field: 'attachment_id', problem: 'Invalid' }] });

  it('keeps an upload sent from the same session with the ticket', async () => {
    const { open, tickets } = setUp();
    const ticket = await open(null, { ...REQUEST, attachmentId: ` ${UPLOAD_ID} `, sessionId: SESSION });
    expect(ticket._unsafeUnwrap()).toMatchObject({ attachmentId: UPLOAD_ID });
    expect(ticket._unsafeUnwrap()).not.toHaveProperty('sessionId');
    expect([...tickets.values()][0]?.attachmentId).toBe(UPLOAD_ID);
  });

  it('treats a blank attachment as none', async () => {
    const ticket = await setUp().open(null, { ...REQUEST, attachmentId: '  ' });
    expect(ticket._unsafeUnwrap().attachmentId).toBeNull();
  });

  it('refuses an id that is not an upload id, before asking for its owner', async () => {
    const { open, tickets } = setUp();
    expect(await open(null, { ...REQUEST, attachmentId: '../etc/passwd', sessionId: SESSION })).toEqual(refused);
    expect(await open(null, { ...REQUEST, attachmentId: UPLOAD_ID.toUpperCase(), sessionId: SESSION })).toEqual(
      refused,
    );
    expect(tickets.size).toBe(0);
  });

  it("refuses another session's upload, an unknown upload, and an attachment without a session", async () => {
    const { open, tickets } = setUp();
    const other = 'SpecSession00000000000000000002' as SessionId;
    expect(await open(null, { ...REQUEST, attachmentId: UPLOAD_ID, sessionId: other })).toEqual(refused);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await open(null, { ...REQUEST, attachmentId: unknown, sessionId: SESSION })).toEqual(refused);
    expect(await open(null, { ...REQUEST, attachmentId: UPLOAD_ID })).toEqual(refused);
    expect(tickets.size).toBe(0);
  });

  it('passes a failure to read the upload on', async () => {
    const failure = { type: 'RepositoryFailure', cause: 'down' } as const;
    const open = openTicket({
      tickets: inMemoryTickets().repository,
      clock: fixedClock(NOW),
      ids: sequenceIds(),
      uploads: { sessionOf: () => errAsync(failure) },
    });
    expect(await open(null, { ...REQUEST, attachmentId: UPLOAD_ID, sessionId: SESSION })).toEqual(err(failure));
  });
});
