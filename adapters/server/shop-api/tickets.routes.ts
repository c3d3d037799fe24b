import * as t from 'io-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { BlobStoreFailure } from '../../../core/shop/media/blob-store.port.ts';
import { ticketNotFound } from '../../../core/domain/tickets/ticket.ts';
import type { Customer } from '../../../core/domain/customers/customer.ts';
import { requireCustomer, type SessionRequired } from '../../../core/domain/customers/require-customer.ts';
import type { Ticket, TicketSummary } from '../../../core/domain/tickets/ticket.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { ExtSessionIdCodec } from '../../shop-api-contract/ext-session.codec.ts';
import {
  CustomerTicketsQuery,
  OpenTicketBody,
  TicketCodec,
  TicketSummaryCodec,
  TicketParams,
  TicketReplyBody,
  TICKETS_PATHS,
} from '../../shop-api-contract/tickets.codec.ts';
import type { Idempotency } from '../idempotency.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import {
  answered,
  answeredOnce,
  fromBody,
  fromBoth,
  fromParams,
  fromQuery,
  rawRoute,
  route,
  type RouteDecoder,
} from '../route.ts';
import { ticketsErrorAnswer } from './tickets-errors.ts';
import { privateDownloads } from '../private-downloads.ts';
import type { TicketsError } from '../../../core/shop/tickets/shop-tickets.ts';
import type { ShopTickets } from '../../../core/shop/tickets/shop-tickets.ts';

export type TicketsRouteDeps = {
  readonly tickets: ShopTickets;
  /** A retried "send" must not open a second ticket: POST /tickets takes an optional Idempotency-Key. */
  readonly idempotency: Idempotency;
  readonly signedInCustomer: SignedInCustomer;
  readonly checkRateLimit: RateLimitCheck;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** A download's file extension from its sniffed type: 'image/jpeg' → 'jpg', 'application/pdf' → 'pdf'. */
const extensionOf = (mimeType: string) => {
  const subtype = (mimeType.split('/')[1] ?? '').replace(/[^a-z0-9]/g, '');
  return subtype === 'jpeg' ? 'jpg' : subtype || 'bin';
};

/** The wire form: no internal id, no customer id, ISO instants. */
const summaryView = (ticket: TicketSummary) => ({
  publicId: ticket.publicId,
  name: ticket.name,
  email: ticket.email,
  subject: ticket.subject,
  contactType: ticket.contactType,
  orderPublicId: ticket.orderPublicId,
  attachmentId: ticket.attachmentId,
  status: ticket.status,
  createdAt: iso(ticket.createdAt),
  updatedAt: iso(ticket.updatedAt),
});

const ticketView = (ticket: Ticket) => ({
  ...summaryView(ticket),
  messages: ticket.messages.map((message) => ({
    author: message.author,
    body: message.body,
    createdAt: iso(message.createdAt),
  })),
});

const schema = (summary: string) => ({ schema: { summary, tags: ['tickets'] } });

export const ticketsRoutes =
  ({ tickets, signedInCustomer, checkRateLimit, idempotency }: TicketsRouteDeps) =>
  async (app: FastifyInstance) => {
    const signedIn = async (request: FastifyRequest) => requireCustomer(await signedInCustomer(request));

    /** A route for the signed-in customer only: without one, SessionRequired. */
    const customerRoute = <I, T, A, O>(
      answer: t.Type<A, O, unknown>,
      decode: RouteDecoder<I>,
      run: (input: I, customer: Customer) => ResultAsync<T, TicketsError>,
      view: (data: T) => A,
    ) =>
      answered(
        route({
          decode,
          who: signedIn,
          run: (input, customer: Result<Customer, SessionRequired>) =>
            customer.asyncAndThen((known) => run(input, known)).map(view),
          errors: ticketsErrorAnswer,
          answer,
        }),
      );

    app.post(
      TICKETS_PATHS.tickets,
      {
        ...schema('Open a ticket, as a guest or as the signed-in customer'),
        preHandler: rateLimitedByIp(checkRateLimit, RATE_LIMITS.openTicket),
      },
      answeredOnce(
        idempotency,
        { scope: 'tickets', required: false },
        route({
          decode: fromBody(OpenTicketBody),
          who: signedInCustomer,
          run: (fields, customer) =>
            tickets
              .openTicket(customer, {
                name: fields.name,
                email: fields.email,
                subject: fields.subject,
                message: fields.message,
                contactType: fields.contact_type,
                orderPublicId: fields.order_public_id,
                attachmentId: fields.attachment_id,
                sessionId: decodeWith(ExtSessionIdCodec)(fields.ext_session_id).unwrapOr(undefined),
                store: fields.store ?? tickets.defaultStore,
              })
              .map(ticketView),
          errors: ticketsErrorAnswer,
          status: 201,
          answer: TicketCodec,
        }),
      ),
    );

    app.get(
      TICKETS_PATHS.tickets,
      schema("The signed-in customer's tickets"),
      customerRoute(
        t.readonlyArray(TicketSummaryCodec),
        fromQuery(CustomerTicketsQuery),
        (_, customer) => tickets.listCustomerTickets(customer),
        (list) => list.map(summaryView),
      ),
    );

    app.get(
      `${TICKETS_PATHS.ticket}/:id`,
      schema('One ticket with its conversation'),
      customerRoute(
        TicketCodec,
        fromParams(TicketParams),
        ({ id }, customer) => tickets.showTicket(customer, id),
        ticketView,
      ),
    );

    app.post(
      `${TICKETS_PATHS.ticket}/:id/replies`,
      schema('The customer writes again'),
      customerRoute(
        TicketCodec,
        fromBoth(fromParams(TicketParams), fromBody(TicketReplyBody)),
        ({ id, message }, customer) => tickets.replyToTicket(customer, id, message),
        ticketView,
      ),
    );

    app.post(
      `${TICKETS_PATHS.ticket}/:id/archive`,
      schema('Close a ticket for good'),
      customerRoute(
        TicketCodec,
        fromParams(TicketParams),
        ({ id }, customer) => tickets.archiveTicket(customer, id),
        ticketView,
      ),
    );

    app.post(
      `${TICKETS_PATHS.ticket}/:id/resolve`,
      schema('The customer marks their question answered'),
      customerRoute(
        TicketCodec,
        fromParams(TicketParams),
        ({ id }, customer) => tickets.resolveTicket(customer, id),
        ticketView,
      ),
    );
  };

export type TicketAttachmentRouteDeps = Pick<TicketsRouteDeps, 'tickets' | 'signedInCustomer'> & {
  /** An attachment's original bytes, by its blob key. */
  readonly readBlob: (key: string) => ResultAsync<Uint8Array | null, BlobStoreFailure>;
};

/** The file sent with a ticket, at the site's root: the sign-in cookie names who asks, the link names only the ticket. */
export const ticketAttachmentRoutes =
  ({ tickets, signedInCustomer, readBlob }: TicketAttachmentRouteDeps) =>
  async (app: FastifyInstance) => {
    privateDownloads(app);
    const signedIn = async (request: FastifyRequest) => requireCustomer(await signedInCustomer(request));

    app.get(
      `${TICKETS_PATHS.ticket}/:id/attachment`,
      schema('The file sent with a ticket, for its owner and support only (404 for anyone else)'),
      rawRoute({
        decode: fromParams(TicketParams),
        who: signedIn,
        run: ({ id }, customer) =>
          customer
            .asyncAndThen((known) => tickets.ticketAttachment(known, id))
            .andThen((found) =>
              readBlob(found.blobKey)
                .mapErr((failure): TicketsError => ({ type: 'RepositoryFailure', cause: failure.cause }))
                .andThen((bytes) =>
                  bytes === null ? errAsync<never, TicketsError>(ticketNotFound()) : okAsync({ ...found, bytes, id }),
                ),
            ),
        errors: ticketsErrorAnswer,
        send: (reply, file) =>
          reply
            .type(file.mimeType)
            .header('content-disposition', `attachment; filename="ticket-${file.id}.${extensionOf(file.mimeType)}"`)
            .send(Buffer.from(file.bytes)),
      }),
    );
  };
