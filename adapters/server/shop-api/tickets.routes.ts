import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Customer } from '../../../core/domain/customers/customer.ts';
import { requireCustomer } from '../../../core/domain/customers/require-customer.ts';
import type { StoreSlug } from '../../../core/domain/site/stores.ts';
import type { TicketStatus } from '../../../core/domain/tickets/ticket-status.ts';
import type { TicketRequest } from '../../../core/shop/tickets/ticket-request.ts';
import type { Ticket, TicketSummary } from '../../../core/shop/tickets/ticket.ts';
import type { SupportQueue, SupportReply } from '../../../core/shop/tickets/support-tickets.use-cases.ts';
import { decodeWith, type DecodeFailure } from '../../shop-api-contract/decode-with.ts';
import { ExtSessionIdCodec } from '../../shop-api-contract/ext-session.codec.ts';
import {
  CustomerTicketsQuery,
  OpenTicketBody,
  SupportQueueQuery,
  TicketParams,
  TicketReplyBody,
  TICKETS_PATHS,
} from '../../shop-api-contract/tickets.codec.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import { dataAnswer } from '../http-answer.ts';
import type { Idempotency } from '../idempotency.ts';
import { sendTicketsError, ticketsErrorAnswer, type TicketsError } from './tickets-errors.ts';

export type TicketsUseCases = {
  readonly defaultStore: StoreSlug;
  readonly openTicket: (customer: Customer | null, request: TicketRequest) => ResultAsync<Ticket, TicketsError>;
  readonly listCustomerTickets: (customer: Customer) => ResultAsync<readonly TicketSummary[], TicketsError>;
  readonly showTicket: (customer: Customer, publicId: string) => ResultAsync<Ticket, TicketsError>;
  readonly replyToTicket: (customer: Customer, publicId: string, message: string) => ResultAsync<Ticket, TicketsError>;
  readonly archiveTicket: (customer: Customer, publicId: string) => ResultAsync<Ticket, TicketsError>;
  readonly replyAsSupport: (
    administrator: Customer,
    publicId: string,
    message: string,
  ) => ResultAsync<SupportReply, TicketsError>;
  readonly listSupportQueue: (
    administrator: Customer,
    status: TicketStatus | undefined,
    page: number,
  ) => ResultAsync<SupportQueue, TicketsError>;
};

export type TicketsRouteDeps = {
  readonly tickets: TicketsUseCases;
  /** A retried "send" must not open a second ticket: POST /tickets takes an optional Idempotency-Key. */
  readonly idempotency: Idempotency;
  readonly signedInCustomer: SignedInCustomer;
  readonly checkRateLimit: RateLimitCheck;
};

/** A contact form is typed by a person: ten tickets an hour from one address is already generous. */
export const OPEN_TICKET_RATE_LIMIT = { name: 'tickets.open', max: 10, windowMs: 60 * 60 * 1000 } as const;

const iso = (ms: number) => new Date(ms).toISOString();

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
    /** Decodes, finds who is signed in (required unless `guestsToo`), runs the use case, answers. */
    const answer = async <A, T>(
      request: FastifyRequest,
      reply: FastifyReply,
      decoded: Result<A, DecodeFailure>,
      run: (input: A, customer: Customer) => ResultAsync<T, TicketsError>,
      view: (data: T) => unknown,
    ) => {
      if (decoded.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, decoded.error.errors.join('; '));
      const customer = requireCustomer(await signedInCustomer(request));
      const result = await (customer.isErr()
        ? errAsync<T, TicketsError>(customer.error)
        : run(decoded.value, customer.value));
      return result.match(
        (data) => sendData(reply, view(data)),
        (error) => sendTicketsError(reply, request, error),
      );
    };

    const withParams = <B>(request: FastifyRequest, body: Result<B, DecodeFailure>) =>
      decodeWith(TicketParams)(request.params).andThen((params) => body.map((fields) => ({ ...fields, ...params })));

    app.post(
      TICKETS_PATHS.tickets,
      {
        ...schema('Open a ticket, as a guest or as the signed-in customer'),
        preHandler: rateLimitedByIp(checkRateLimit, OPEN_TICKET_RATE_LIMIT),
      },
      async (request, reply) => {
        const body = decodeWith(OpenTicketBody)(request.body);
        if (body.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, body.error.errors.join('; '));
        const fields = body.value;
        return idempotency.route(request, reply, { scope: 'tickets', required: false }, async () => {
          const opened = await tickets.openTicket(await signedInCustomer(request), {
            name: fields.name,
            email: fields.email,
            subject: fields.subject,
            message: fields.message,
            contactType: fields.contact_type,
            orderPublicId: fields.order_public_id,
            attachmentId: fields.attachment_id,
            sessionId: decodeWith(ExtSessionIdCodec)(fields.ext_session_id).unwrapOr(undefined),
            store: fields.store ?? tickets.defaultStore,
          });
          return opened.match(
            (ticket) => dataAnswer(ticketView(ticket), 201),
            (error) => ticketsErrorAnswer(request, error),
          );
        });
      },
    );

    app.get(TICKETS_PATHS.tickets, schema("The signed-in customer's tickets"), (request, reply) =>
      answer(
        request,
        reply,
        decodeWith(CustomerTicketsQuery)(request.query),
        (_, customer) => tickets.listCustomerTickets(customer),
        (list) => list.map(summaryView),
      ),
    );

    app.get(`${TICKETS_PATHS.ticket}/:id`, schema('One ticket with its conversation'), (request, reply) =>
      answer(
        request,
        reply,
        decodeWith(TicketParams)(request.params),
        ({ id }, customer) => tickets.showTicket(customer, id),
        ticketView,
      ),
    );

    app.post(`${TICKETS_PATHS.ticket}/:id/replies`, schema('The customer writes again'), (request, reply) =>
      answer(
        request,
        reply,
        withParams(request, decodeWith(TicketReplyBody)(request.body)),
        ({ id, message }, customer) => tickets.replyToTicket(customer, id, message),
        ticketView,
      ),
    );

    app.post(`${TICKETS_PATHS.ticket}/:id/archive`, schema('Close a ticket for good'), (request, reply) =>
      answer(
        request,
        reply,
        decodeWith(TicketParams)(request.params),
        ({ id }, customer) => tickets.archiveTicket(customer, id),
        ticketView,
      ),
    );

    app.post(
      `${TICKETS_PATHS.ticket}/:id/support-replies`,
      schema('Support answers a ticket and the shopper is e-mailed (administrators only)'),
      (request, reply) =>
        answer(
          request,
          reply,
          withParams(request, decodeWith(TicketReplyBody)(request.body)),
          ({ id, message }, administrator) => tickets.replyAsSupport(administrator, id, message),
          ({ ticket, customerNotified }) => ({ ticket: ticketView(ticket), customerNotified }),
        ),
    );

    app.get(
      TICKETS_PATHS.supportQueue,
      schema('Every ticket, longest waiting first, optionally by status (administrators only)'),
      (request, reply) =>
        answer(
          request,
          reply,
          decodeWith(SupportQueueQuery)(request.query),
          ({ status, page }, administrator) => tickets.listSupportQueue(administrator, status, page ?? 1),
          (queue) => ({ ...queue, tickets: queue.tickets.map(summaryView) }),
        ),
    );
  };
