import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import type { UploadFiles } from '../../../../core/shop/media/upload-repository.port.ts';
import { resolveTicket, ticketAttachment } from '../../../../core/shop/tickets/customer-tickets.use-cases.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryTickets } from '../../../support/in-memory-tickets.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';
import { aTicket } from '../../../support/ticket-mother.ts';

const ANA = aCustomer({ id: 'c-1' as CustomerId });
const BOB = aCustomer({ id: 'c-2' as CustomerId });
const FILE = { blobKey: 'uploads/u-1/original', mimeType: 'image/png' };
const uploads: UploadFiles = { fileOf: (id) => okAsync(id === 'u-1' ? FILE : undefined) };

describe('resolveTicket', () => {
  const setUp = (ticket = aTicket({ customerId: ANA.id, status: 'PENDING' })) => {
    const store = inMemoryTickets([ticket]);
    return {
      ...store,
      resolve: resolveTicket({
        tickets: store.repository,
        clock: fixedClock('2024-05-02T08:30:00Z'),
        ids: sequenceIds(),
      }),
    };
  };

  it('marks the owner’s pending ticket resolved', async () => {
    const { resolve } = setUp();
    expect((await resolve(ANA, aTicket().publicId))._unsafeUnwrap()).toMatchObject({ status: 'RESOLVED' });
  });

  it('answers another customer, even the administrator, as if the ticket did not exist', async () => {
    const { resolve } = setUp();
    for (const someone of [BOB, anAdministrator()]) {
      expect((await resolve(someone, aTicket().publicId))._unsafeUnwrapErr()).toEqual({ type: 'TicketNotFound' });
    }
  });

  it('refuses an archived ticket', async () => {
    const { resolve } = setUp(aTicket({ customerId: ANA.id, status: 'ARCHIVED' }));
    expect((await resolve(ANA, aTicket().publicId))._unsafeUnwrapErr()).toEqual({
      type: 'IllegalTicketTransition',
      from: 'ARCHIVED',
      to: 'RESOLVED',
    });
  });
});

describe('ticketAttachment', () => {
  const withFile = aTicket({ customerId: ANA.id, attachmentId: 'u-1' });

  it('gives the file to the ticket’s owner and to support', async () => {
    const { repository } = inMemoryTickets([withFile]);
    for (const someone of [ANA, anAdministrator()]) {
      expect(
        (await ticketAttachment({ tickets: repository, uploads })(someone, withFile.publicId))._unsafeUnwrap(),
      ).toEqual(FILE);
    }
  });

  it('finds nothing for anyone else, for a ticket without a file, or for a file gone from the uploads', async () => {
    const cases = [
      { ticket: withFile, asking: BOB },
      { ticket: aTicket({ customerId: ANA.id, attachmentId: null }), asking: ANA },
      { ticket: aTicket({ customerId: ANA.id, attachmentId: 'u-gone' }), asking: ANA },
    ];
    for (const { ticket, asking } of cases) {
      const { repository } = inMemoryTickets([ticket]);
      expect(
        (await ticketAttachment({ tickets: repository, uploads })(asking, ticket.publicId))._unsafeUnwrapErr(),
      ).toEqual({
        type: 'TicketNotFound',
      });
    }
  });

  it('passes on a failing upload store', async () => {
    const { repository } = inMemoryTickets([withFile]);
    const failing: UploadFiles = { fileOf: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }) };
    expect(
      (await ticketAttachment({ tickets: repository, uploads: failing })(ANA, withFile.publicId))._unsafeUnwrapErr(),
    ).toEqual({
      type: 'RepositoryFailure',
      cause: 'down',
    });
  });
});
