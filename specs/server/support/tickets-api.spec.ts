import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import { insertOtherCustomer, lastMailTo, OTHER_CUSTOMER } from '../../support/support-fixtures.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { buildTestApp, openDemoDatabase, EXT_SESSION_ID, withSession } from '../../support/test-app.ts';

type TicketView = {
  public_id: string;
  name: string;
  email: string;
  subject: string;
  contact_type: string;
  order_public_id: string | null;
  attachment_id: string | null;
  status: string;
  messages: { author: string; body: string; created_at: string }[];
};

const GUEST_TICKET = {
  name: 'Marta López',
  email: 'marta@example.com',
  subject: 'Pedido sin llegar',
  message: 'Hola, hice un pedido hace dos semanas y todavía no ha llegado. ¿Podéis revisarlo?',
  contact_type: 'formContact',
  order_public_id: 'ES-100234',
};

describe('Shop API: tickets', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ana: CookieJar;
  let bob: CookieJar;
  let admin: CookieJar;
  let ip = 0;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    await insertOtherCustomer(database.db);
    ana = await signedIn(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    bob = await signedIn(app, OTHER_CUSTOMER.email, OTHER_CUSTOMER.password);
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
  });
  afterAll(() => app.close());

  // Each call comes from an address of its own, so the ticket rate limit only bites where a spec wants it to.
  const nextIp = () => `198.51.100.${(ip += 1)}`;

  const post = (url: string, fields: Record<string, string>, jar?: CookieJar, from = nextIp()) =>
    app.inject({
      method: 'POST',
      url: `/shop-api/v1${url}`,
      remoteAddress: from,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(jar ? { cookie: jar.header() } : {}),
      },
      payload: formBody({ ext_session_id: EXT_SESSION_ID, ...fields }),
    });

  const get = (url: string, jar?: CookieJar) =>
    app.inject({ method: 'GET', url: withSession(`/shop-api/v1${url}`), headers: jar ? { cookie: jar.header() } : {} });

  const openTicket = async (jar?: CookieJar, fields: Record<string, string> = GUEST_TICKET) => {
    const response = await post('/tickets', fields, jar);
    expect(response.statusCode).toBe(201);
    return response.json<{ data: TicketView }>().data;
  };

  it('opens one ticket for a retried send with the same Idempotency-Key, and answers the retry alike', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/shop-api/v1/tickets',
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': 'ticket-retry-key-0001' },
        payload: formBody({
          ext_session_id: EXT_SESSION_ID,
          ...GUEST_TICKET,
          subject: 'Sent twice by a flaky network',
        }),
      });
    const first = await send();
    const retried = await send();
    expect(first.statusCode).toBe(201);
    expect(retried.statusCode).toBe(201);
    expect(retried.body).toBe(first.body);
    expect(retried.headers['idempotent-replayed']).toBe('true');
  });

  it('opens a guest ticket with the first message, PENDING, under a 10-digit number', async () => {
    const ticket = await openTicket();
    expect(ticket).toMatchObject({
      name: 'Marta López',
      email: 'marta@example.com',
      subject: 'Pedido sin llegar',
      contact_type: 'formContact',
      order_public_id: 'ES-100234',
      status: 'PENDING',
      messages: [{ author: 'customer', body: GUEST_TICKET.message }],
    });
    expect(ticket.public_id).toMatch(/^\d{10}$/);
    expect(Object.keys(ticket)).not.toContain('customer_id');
  });

  it("keeps an upload sent from the visitor's session with the ticket, and refuses anyone else's", async () => {
    const mine = '7d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a';
    const theirs = '7d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1b';
    await database.db.insert(uploads).values([
      { id: mine, sessionId: EXT_SESSION_ID, mimeType: 'image/png', bytes: 10, blobKey: `uploads/${mine}/original` },
      {
        id: theirs,
        sessionId: 'SpecSession00000000000000000002',
        mimeType: 'image/png',
        bytes: 10,
        blobKey: `uploads/${theirs}/original`,
      },
    ]);
    const ticket = await openTicket(undefined, { ...GUEST_TICKET, attachment_id: mine });
    expect(ticket).toMatchObject({ attachment_id: mine });
    expect((await openTicket()).attachment_id).toBeNull();

    for (const attachment of [theirs, 'not-an-upload-id']) {
      const refused = await post('/tickets', { ...GUEST_TICKET, attachment_id: attachment });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        success: false,
        error: { code: 5004, fields: [{ field: 'attachment_id' }] },
      });
    }
  });

  it('files a signed-in customer’s ticket under the account and lists it, newest first', async () => {
    const ticket = await openTicket(ana, {
      ...GUEST_TICKET,
      subject: 'Factura del pedido',
      contact_type: 'helpCenter',
    });
    const list = (await get('/tickets', ana)).json<{ data: TicketView[] }>().data;
    expect(list[0]?.public_id).toBe(ticket.public_id);
    // The demo customer's two seeded tickets are there too.
    expect(list.map((t) => t.public_id)).toEqual(expect.arrayContaining(['4810273561', '4810299014']));
    const detail = (await get(`/tickets/${ticket.public_id}`, ana)).json<{ data: TicketView }>().data;
    expect(detail.messages).toHaveLength(1);
  });

  it('never shows one customer’s ticket to another, nor any to a guest', async () => {
    const ticket = await openTicket(ana);
    expect((await get('/tickets', bob)).json<{ data: TicketView[] }>().data).toEqual([]);
    expect((await get(`/tickets/${ticket.public_id}`, bob)).json()).toEqual({
      success: false,
      error: { code: 4004, message: 'No such ticket' },
    });
    expect((await post(`/tickets/${ticket.public_id}/replies`, { message: 'hijack' }, bob)).statusCode).toBe(404);
    expect((await post(`/tickets/${ticket.public_id}/archive`, {}, bob)).statusCode).toBe(404);
    const guest = await get('/tickets');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ success: false, error: { code: 4001, message: 'SessionRequired' } });
    expect((await get(`/tickets/${ticket.public_id}`)).statusCode).toBe(401);
  });

  it('runs a conversation: customer, support (with an e-mail), customer again, archive, then refuses replies', async () => {
    const ticket = await openTicket(ana, { ...GUEST_TICKET, subject: 'Taza con dos fotos' });
    const id = ticket.public_id;

    const reply = await post(`/tickets/${id}/replies`, { message: 'Añado: es para el viernes.' }, ana);
    expect(reply.json<{ data: TicketView }>().data).toMatchObject({ status: 'PENDING' });

    const asking = await post(`/back-office/tickets/${id}/answers`, { message: '¿Qué foto va delante?' }, admin);
    expect(asking.statusCode).toBe(200);
    // An answer alone leaves the ticket pending: it may ask the shopper something back.
    expect(asking.json<{ data: { ticket: TicketView } }>().data.ticket.status).toBe('PENDING');
    expect((await post(`/back-office/tickets/${id}/answers`, { message: 'x', resolve: 'yes' }, admin)).statusCode).toBe(
      400,
    );

    const support = await post(
      `/back-office/tickets/${id}/answers`,
      { message: 'Sí, el editor tiene dos caras.', resolve: 'true' },
      admin,
    );
    expect(support.statusCode).toBe(200);
    const answered = support.json<{ data: { ticket: TicketView; customer_notified: boolean } }>().data;
    expect(answered.customer_notified).toBe(true);
    expect(answered.ticket.status).toBe('RESOLVED');
    expect(answered.ticket.messages.map((m) => m.author)).toEqual(['customer', 'customer', 'support', 'support']);
    const mail = await lastMailTo(database.db, GUEST_TICKET.email);
    expect(mail?.subject).toBe(`Re: Taza con dos fotos [consulta ${id}]`);
    expect(mail?.text).toContain('Sí, el editor tiene dos caras.');
    expect(mail?.link).toBe('http://localhost/accounts/tickets');

    const reopened = await post(`/tickets/${id}/replies`, { message: '¡Perfecto, gracias!' }, ana);
    expect(reopened.json<{ data: TicketView }>().data.status).toBe('PENDING');

    const archived = await post(`/tickets/${id}/archive`, {}, ana);
    expect(archived.json<{ data: TicketView }>().data.status).toBe('ARCHIVED');

    const late = await post(`/tickets/${id}/replies`, { message: 'Una cosa más' }, ana);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      success: false,
      error: { code: 4009, message: 'This ticket is archived: open a new one to write to us again' },
    });
    expect((await post(`/back-office/tickets/${id}/answers`, { message: 'Hola' }, admin)).statusCode).toBe(409);
    expect((await post(`/tickets/${id}/archive`, {}, admin)).statusCode).toBe(409);
  });

  it('mails a guest the support reply with the contact page to follow up', async () => {
    const ticket = await openTicket(undefined, { ...GUEST_TICKET, email: 'guest.reply@example.com' });
    const support = await post(
      `/back-office/tickets/${ticket.public_id}/answers`,
      { message: 'Ya está en camino.' },
      admin,
    );
    expect(support.statusCode).toBe(200);
    const mail = await lastMailTo(database.db, 'guest.reply@example.com');
    expect(mail?.link).toBe('http://localhost/contact');
    expect(mail?.text).toContain(ticket.public_id);
  });

  it('lets only the administrator answer as support and read the queue', async () => {
    const ticket = await openTicket();
    const asCustomer = await post(`/back-office/tickets/${ticket.public_id}/answers`, { message: 'I am support' }, ana);
    expect(asCustomer.statusCode).toBe(404);
    expect(asCustomer.json<{ error: { code: number } }>().error.code).toBe(4004);
    expect((await post(`/back-office/tickets/${ticket.public_id}/answers`, { message: 'x' })).statusCode).toBe(404);
    expect((await get('/back-office/tickets', ana)).statusCode).toBe(404);

    const queue = await get('/back-office/tickets?status=PENDING', admin);
    expect(queue.statusCode).toBe(200);
    const data = queue.json<{ data: { tickets: TicketView[]; page: number; page_size: number; total: number } }>().data;
    expect(data).toMatchObject({ page: 1, page_size: 20 });
    expect(data.total).toBeGreaterThan(0);
    expect(data.tickets.every((t) => t.status === 'PENDING')).toBe(true);
    expect((await get('/back-office/tickets?status=LOST', admin)).statusCode).toBe(400);
  });

  it('answers field problems with 5004 and every field at once', async () => {
    const response = await post('/tickets', {
      name: '   ',
      email: 'not-an-email',
      subject: 's'.repeat(151),
      message: 'm'.repeat(5001),
      contact_type: 'chat',
      order_public_id: 'ES 12/34',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 5004,
        message: 'Some fields are not valid',
        fields: [
          { field: 'name', message: 'Required' },
          { field: 'email', message: expect.any(String) },
          { field: 'subject', message: 'TooLong' },
          { field: 'message', message: 'TooLong' },
          { field: 'order_public_id', message: 'Invalid' },
        ],
      },
    });
  });

  it('accepts texts exactly at their limits, counting characters rather than bytes', async () => {
    const ticket = await openTicket(undefined, {
      ...GUEST_TICKET,
      subject: 'ż'.repeat(150),
      message: '📦'.repeat(5000),
    });
    expect(ticket.subject).toHaveLength(150);
  });

  it.each([
    ['an unknown contact type', { ...GUEST_TICKET, contact_type: 'fax' }, 'contact_type'],
    ['a missing message', { name: 'A', email: 'a@b.co', subject: 'S', contact_type: 'chat' }, 'message'],
    ['an unknown store', { ...GUEST_TICKET, store: 'XX-YY' }, 'store'],
  ])('refuses %s with 400', async (_, fields, named) => {
    const response = await post('/tickets', fields);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: number; message: string } }>().error).toMatchObject({ code: 4000 });
    expect(response.json<{ error: { message: string } }>().error.message).toContain(named);
  });

  it('refuses a repeated field, a malformed body, a huge body and a call without ext_session_id', async () => {
    const repeated = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/tickets',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${formBody({ ext_session_id: EXT_SESSION_ID, ...GUEST_TICKET })}&subject=again`,
    });
    expect(repeated.statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/tickets',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await post('/tickets', { ...GUEST_TICKET, message: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/tickets',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(GUEST_TICKET),
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json<{ error: { message: string } }>().error.message).toContain('ext_session_id');
  });

  it('refuses ticket numbers that are not numbers, and a reply without text', async () => {
    expect((await get('/tickets/abc', ana)).statusCode).toBe(400);
    const ticket = await openTicket(ana);
    const empty = await post(`/tickets/${ticket.public_id}/replies`, { message: '  ' }, ana);
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ error: { fields: unknown } }>().error.fields).toEqual([
      { field: 'message', message: 'Required' },
    ]);
  });

  it('limits one address to 10 new tickets an hour', async () => {
    const from = '203.0.113.77';
    const statuses = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await post('/tickets', GUEST_TICKET, undefined, from)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
