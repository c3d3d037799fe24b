import { siteUrlsOf } from '../../../../core/domain/site/country-sites.ts';
import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';
import type { Mailer } from '../../../../core/shop/mail/mailer.port.ts';
import {
  archiveTicket,
  listCustomerTickets,
  replyToTicket,
  showTicket,
} from '../../../../core/shop/tickets/customer-tickets.use-cases.ts';
import {
  listSupportQueue,
  replyAsSupport,
  setTicketStatusAsSupport,
} from '../../../../core/shop/tickets/support-tickets.use-cases.ts';
import { ticketReplyMail } from '../../../../core/shop/tickets/ticket-reply-mail.ts';
import type { TicketRepository } from '../../../../core/shop/tickets/ticket-repository.port.ts';
import { recordingMailer } from '../../../support/accounts-fakes.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryTickets } from '../../../support/in-memory-tickets.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';
import { aTicket } from '../../../support/ticket-mother.ts';
import { staticBrandNames } from '../../../support/brand-names.ts';
import { type StoreSlug } from '../../../../core/domain/site/stores.ts';

const NOW = '2024-05-02T08:30:00Z';
const AT = Date.parse(NOW);
const ANA = aCustomer({ id: 'c-1' as CustomerId });
const BOB = aCustomer({ id: 'c-2' as CustomerId });
const ADMIN = anAdministrator();

const setUp = (tickets = [aTicket()]) => {
  const store = inMemoryTickets(tickets);
  const mail = recordingMailer();
  const deps = { tickets: store.repository, clock: fixedClock(NOW), ids: sequenceIds() };
  return {
    ...store,
    ...mail,
    deps,
    support: { ...deps, mailer: mail.mailer, siteUrls: () => 'https://shop.test', brandNames: staticBrandNames },
  };
};

const failingRepository = (): TicketRepository => ({
  create: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
  byPublicId: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
  ofCustomer: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
  queue: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
  update: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
});

describe('listCustomerTickets and showTicket', () => {
  it('lists only the customer’s own tickets, most recently updated first', async () => {
    const { repository } = setUp([
      aTicket({ id: 't1', publicId: '1', updatedAt: 1 }),
      aTicket({ id: 't2', publicId: '2', updatedAt: 3 }),
      aTicket({ id: 't3', publicId: '3', customerId: BOB.id }),
    ]);
    const listed = (await listCustomerTickets(repository)(ANA))._unsafeUnwrap();
    expect(listed.map((t) => t.publicId)).toEqual(['2', '1']);
    expect(listed[0]).not.toHaveProperty('messages');
  });

  it('refuses the list to a customer for whom tickets are blocked', async () => {
    const { repository } = setUp();
    expect(await listCustomerTickets(repository)(aCustomer({ restrictions: ['tickets'] }))).toEqual(
      err({ type: 'TicketsBlocked' }),
    );
  });

  it('shows the owner and the administrator a ticket, and anyone else nothing', async () => {
    const { repository } = setUp();
    expect(await showTicket(repository)(ANA, '1000000001')).toEqual(ok(aTicket()));
    expect(await showTicket(repository)(ADMIN, '1000000001')).toEqual(ok(aTicket()));
    expect(await showTicket(repository)(BOB, '1000000001')).toEqual(err({ type: 'TicketNotFound' }));
    expect(await showTicket(repository)(ANA, '999')).toEqual(err({ type: 'TicketNotFound' }));
    expect(await showTicket(repository)(aCustomer({ restrictions: ['tickets'] }), '1000000001')).toEqual(
      err({ type: 'TicketsBlocked' }),
    );
  });
});

describe('replyToTicket', () => {
  it('adds the customer’s message and keeps a pending ticket pending', async () => {
    const { deps, tickets } = setUp();
    const ticket = (await replyToTicket(deps)(ANA, '1000000001', ' Any news? '))._unsafeUnwrap();
    expect(ticket.status).toBe('PENDING');
    expect(ticket.updatedAt).toBe(AT);
    expect(ticket.messages.at(-1)).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      author: 'customer',
      body: 'Any news?',
      createdAt: AT,
    });
    expect(tickets.get('ticket-1')).toEqual(ticket);
  });

  it('reopens a resolved ticket', async () => {
    const { deps } = setUp([aTicket({ status: 'RESOLVED' })]);
    expect((await replyToTicket(deps)(ANA, '1000000001', 'Still broken'))._unsafeUnwrap().status).toBe('PENDING');
  });

  it('refuses a reply to an archived ticket', async () => {
    const { deps } = setUp([aTicket({ status: 'ARCHIVED' })]);
    expect(await replyToTicket(deps)(ANA, '1000000001', 'Hello?')).toEqual(
      err({ type: 'IllegalTicketTransition', from: 'ARCHIVED', to: 'PENDING' }),
    );
  });

  it('lets only the owner reply as a customer, the administrator included', async () => {
    const { deps } = setUp();
    expect(await replyToTicket(deps)(BOB, '1000000001', 'Mine now')).toEqual(err({ type: 'TicketNotFound' }));
    expect(await replyToTicket(deps)(ADMIN, '1000000001', 'As customer')).toEqual(err({ type: 'TicketNotFound' }));
  });

  it('refuses an empty or too long reply before reading the ticket', async () => {
    const { deps } = setUp();
    expect(await replyToTicket(deps)(ANA, '1000000001', '  ')).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'message', problem: 'Required' }] }),
    );
    expect((await replyToTicket(deps)(ANA, '1000000001', 'x'.repeat(5001)))._unsafeUnwrapErr().type).toBe(
      'InvalidFields',
    );
  });

  it('refuses a reply that lost a race with another change', async () => {
    const { deps } = setUp();
    const racing = { ...deps, tickets: { ...deps.tickets, update: () => okAsync('stale' as const) } };
    expect(await replyToTicket(racing)(ANA, '1000000001', 'Hi')).toEqual(err({ type: 'TicketChanged' }));
  });

  it('passes a repository failure on', async () => {
    const { deps } = setUp();
    expect((await replyToTicket({ ...deps, tickets: failingRepository() })(ANA, '1', 'Hi'))._unsafeUnwrapErr()).toEqual(
      {
        type: 'RepositoryFailure',
        cause: 'down',
      },
    );
  });
});

describe('archiveTicket', () => {
  it('archives the owner’s ticket without adding a message', async () => {
    const { deps } = setUp();
    const ticket = (await archiveTicket(deps)(ANA, '1000000001'))._unsafeUnwrap();
    expect(ticket.status).toBe('ARCHIVED');
    expect(ticket.messages).toHaveLength(1);
  });

  it('lets the administrator archive any ticket but not archive one twice', async () => {
    const { deps } = setUp();
    expect((await archiveTicket(deps)(ADMIN, '1000000001'))._unsafeUnwrap().status).toBe('ARCHIVED');
    expect(await archiveTicket(deps)(ADMIN, '1000000001')).toEqual(
      err({ type: 'IllegalTicketTransition', from: 'ARCHIVED', to: 'ARCHIVED' }),
    );
  });
});

describe('setTicketStatusAsSupport', () => {
  it("lets support resolve anyone's ticket, then archive it, and refuses a customer", async () => {
    const { deps } = setUp();
    expect(await setTicketStatusAsSupport(deps)(ANA, '1000000001', 'RESOLVED')).toEqual(
      err({ type: 'NotAdministrator' }),
    );
    expect((await setTicketStatusAsSupport(deps)(ADMIN, '1000000001', 'RESOLVED'))._unsafeUnwrap().status).toBe(
      'RESOLVED',
    );
    expect((await setTicketStatusAsSupport(deps)(ADMIN, '1000000001', 'ARCHIVED'))._unsafeUnwrap().status).toBe(
      'ARCHIVED',
    );
    expect(await setTicketStatusAsSupport(deps)(ADMIN, '1000000001', 'RESOLVED')).toEqual(
      err({ type: 'IllegalTicketTransition', from: 'ARCHIVED', to: 'RESOLVED' }),
    );
  });
});

const RESOLVING = { resolve: true } as const;
const ANSWERING = { resolve: false } as const;

describe('replyAsSupport', () => {
  it('resolves the ticket when support says so, keeps the answer and e-mails the customer in the store language', async () => {
    const { support, sent } = setUp();
    const reply = (await replyAsSupport(support)(ADMIN, '1000000001', ' It ships today. ', RESOLVING))._unsafeUnwrap();
    expect(reply.customerNotified).toBe(true);
    expect(reply.ticket.status).toBe('RESOLVED');
    expect(reply.ticket.messages.at(-1)).toMatchObject({ author: 'support', body: 'It ships today.' });
    expect(sent).toEqual([
      {
        to: 'ana@example.com',
        subject: 'Re: Where is my order? [consulta 1000000001]',
        text: expect.stringContaining('It ships today.'),
        html: expect.stringContaining('<blockquote'),
        senderName: 'Estampa',
        link: 'https://shop.test/accounts/tickets',
      },
    ]);
    expect(sent[0]?.text).toMatch(/^Hola Ana:/);
    // A person wrote it and the shopper may answer: no Auto-Submitted header, unlike the shop's own mails.
    expect(sent[0]?.headers).toBeUndefined();
  });

  it('keeps the ticket pending when support answers without resolving it, since the answer may ask something back', async () => {
    const { support, sent, tickets } = setUp();
    const reply = (await replyAsSupport(support)(ADMIN, '1000000001', 'Which size?', ANSWERING))._unsafeUnwrap();
    expect(reply.ticket.status).toBe('PENDING');
    expect(tickets.get('ticket-1')?.status).toBe('PENDING');
    expect(reply.ticket.messages.at(-1)).toMatchObject({ author: 'support', body: 'Which size?' });
    expect(sent).toHaveLength(1);
  });

  it("signs with the ticket's store as an administrator renamed it", async () => {
    const { support, sent } = setUp([aTicket({ store: 'TZ-ES' })]);
    const brandNames = (store: StoreSlug) => okAsync(store === 'TZ-ES' ? 'Imprenta Sol' : 'another store');
    await replyAsSupport({ ...support, brandNames })(ADMIN, '1000000001', 'Done.', ANSWERING);
    expect(sent[0]?.text).toContain('Imprenta Sol');
  });

  it.each([
    ['WPX-PL', 'Dzień dobry Ana,'],
    ['WPX-IT', 'Ciao Ana,'],
    ['WPX-DK', 'Hej Ana'],
    ['WPX-FR', 'Bonjour Ana,'],
    ['WPX-PT', 'Olá Ana,'],
    ['WPX-CZ', 'Dobrý den, Ana,'],
    ['TZ-ES', 'Hola Ana:'],
  ] as const)('writes to a %s shopper in that store’s language', async (store, greeting) => {
    const { support, sent } = setUp([aTicket({ store })]);
    await replyAsSupport(support)(ADMIN, '1000000001', 'Done.', ANSWERING);
    expect(sent[0]?.text.startsWith(greeting)).toBe(true);
    expect(sent[0]?.subject).toContain('1000000001');
  });

  it('links a Polish ticket’s reply to the Polish store, whichever store’s back office sent it', async () => {
    const { support, sent } = setUp([aTicket({ store: 'WPX-PL' })]);
    const siteUrls = siteUrlsOf({ store: 'WPX-ES', origin: 'https://es.shop.test' }, [
      { store: 'WPX-ES', origin: 'https://es.shop.test' },
      { store: 'WPX-PL', origin: 'https://pl.shop.test' },
    ]);
    await replyAsSupport({ ...support, siteUrls })(ADMIN, '1000000001', 'Gotowe.', ANSWERING);
    expect(sent[0]?.link).toBe('https://pl.shop.test/accounts/tickets');
    expect(sent[0]?.text).toContain('https://pl.shop.test/accounts/tickets');
    expect(sent[0]?.text).not.toContain('es.shop.test');
  });

  it('points a guest to the contact form, quoting the ticket number', async () => {
    const { support, sent } = setUp([aTicket({ customerId: null })]);
    await replyAsSupport(support)(ADMIN, '1000000001', 'Done.', ANSWERING);
    expect(sent[0]?.link).toBe('https://shop.test/contact');
    expect(sent[0]?.text).toContain('indicando la consulta 1000000001');
  });

  it('keeps the reply when the e-mail could not be sent, and says so', async () => {
    const { support, tickets } = setUp();
    const failingMailer: Mailer = { send: () => errAsync({ type: 'MailNotSent', cause: 'smtp down' }) };
    const reply = (
      await replyAsSupport({ ...support, mailer: failingMailer })(ADMIN, '1000000001', 'Done.', ANSWERING)
    )._unsafeUnwrap();
    expect(reply.customerNotified).toBe(false);
    expect(tickets.get('ticket-1')?.messages.at(-1)).toMatchObject({ author: 'support', body: 'Done.' });
  });

  it('answers a resolved ticket again without changing its status, and refuses an archived one either way', async () => {
    const resolved = setUp([aTicket({ status: 'RESOLVED' })]);
    expect(
      (await replyAsSupport(resolved.support)(ADMIN, '1000000001', 'More.', ANSWERING))._unsafeUnwrap().ticket.status,
    ).toBe('RESOLVED');
    const archived = setUp([aTicket({ status: 'ARCHIVED' })]);
    expect(await replyAsSupport(archived.support)(ADMIN, '1000000001', 'Hi', ANSWERING)).toEqual(
      err({ type: 'IllegalTicketTransition', from: 'ARCHIVED', to: 'PENDING' }),
    );
    expect(await replyAsSupport(archived.support)(ADMIN, '1000000001', 'Hi', RESOLVING)).toEqual(
      err({ type: 'IllegalTicketTransition', from: 'ARCHIVED', to: 'RESOLVED' }),
    );
    expect(archived.sent).toEqual([]);
  });

  it('is for administrators only, and checks the text', async () => {
    const { support, sent } = setUp();
    expect(await replyAsSupport(support)(ANA, '1000000001', 'Hi', ANSWERING)).toEqual(
      err({ type: 'NotAdministrator' }),
    );
    expect((await replyAsSupport(support)(ADMIN, '1000000001', '', ANSWERING))._unsafeUnwrapErr().type).toBe(
      'InvalidFields',
    );
    expect(await replyAsSupport(support)(ADMIN, '404', 'Hi', ANSWERING)).toEqual(err({ type: 'TicketNotFound' }));
    expect(sent).toEqual([]);
  });
});

describe('listSupportQueue', () => {
  it('pages every ticket in a status, longest waiting first, for the administrator', async () => {
    const { repository } = setUp([
      aTicket({ id: 't1', publicId: '1', updatedAt: 5 }),
      aTicket({ id: 't2', publicId: '2', updatedAt: 2, customerId: BOB.id }),
      aTicket({ id: 't3', publicId: '3', status: 'RESOLVED' }),
    ]);
    const queue = (await listSupportQueue(repository)(ADMIN, 'PENDING', 1))._unsafeUnwrap();
    expect(queue).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(queue.tickets.map((t) => t.publicId)).toEqual(['2', '1']);
    expect((await listSupportQueue(repository)(ADMIN, undefined, 1))._unsafeUnwrap().total).toBe(3);
  });

  it('refuses the queue to a customer', async () => {
    const { repository } = setUp();
    expect(await listSupportQueue(repository)(ANA, undefined, 1)).toEqual(err({ type: 'NotAdministrator' }));
  });
});

describe('ticketReplyMail', () => {
  it.each(LOCALES)('writes the %s e-mail to a customer and to a guest', (locale) => {
    const toCustomer = ticketReplyMail(aTicket(), 'It ships today.', 'https://shop.test', locale, 'Estampa');
    const toGuest = ticketReplyMail(
      aTicket({ customerId: null }),
      'It ships today.',
      'https://shop.test',
      locale,
      'Estampa',
    );
    for (const mail of [toCustomer, toGuest]) {
      expect(mail.to).toBe('ana@example.com');
      expect(mail.subject).toContain('Where is my order?');
      expect(mail.subject).toContain('1000000001');
      expect(mail.text).toContain('Ana');
      expect(mail.text).toContain('It ships today.');
      expect(mail.text).toContain('Estampa');
      expect(mail.text).toContain(mail.link);
    }
    expect(toCustomer.link).toBe('https://shop.test/accounts/tickets');
    expect(toGuest.link).toBe('https://shop.test/contact');
    expect(toGuest.text).toContain('1000000001');
    expect(toCustomer.text).not.toContain('1000000001');
    expect(toGuest.text).not.toBe(toCustomer.text);
  });
});
