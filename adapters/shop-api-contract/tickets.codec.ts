import * as t from 'io-ts';
import { CONTACT_TYPES, type ContactType } from '../../core/domain/help-center/contact-type.ts';
import { TICKET_STATUSES, type TicketStatus } from '../../core/domain/tickets/ticket-status.ts';
import { StoreSlugCodec } from './catalogue.codec.ts';
import { matching } from './pattern.codec.ts';
import { wireType } from './wire-object.ts';

/** Ticket paths, relative to the Shop API base path. */
export const TICKETS_PATHS = {
  /** POST opens a ticket; GET lists the signed-in customer's own. */
  tickets: '/tickets',
  /** Followed by '/{public id}'; then '/replies', '/archive', '/resolve' or '/attachment'. */
  ticket: '/tickets',
} as const;

const literals = <T extends string>(values: readonly T[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

export const ContactTypeCodec: t.Type<ContactType, string, unknown> = literals(CONTACT_TYPES, 'ContactType');
export const TicketStatusCodec: t.Type<TicketStatus, string, unknown> = literals(TICKET_STATUSES, 'TicketStatus');

/** The contact form; texts are checked by the use case so their limits come back as field errors (5004). */
export const OpenTicketBody = t.intersection([
  t.type({ name: t.string, email: t.string, subject: t.string, message: t.string, contact_type: ContactTypeCodec }),
  t.partial({
    order_public_id: t.string,
    /** The id POST /images/upload answered, for a file sent with the message from the same session. */
    attachment_id: t.string,
    store: StoreSlugCodec,
    ext_session_id: t.string,
  }),
]);

export const TicketParams = t.type({
  id: matching('TicketPublicId', /^\d{1,20}$/, 'expected a ticket number (digits)'),
});

export const TicketReplyBody = t.intersection([t.type({ message: t.string }), t.partial({ ext_session_id: t.string })]);

export const CustomerTicketsQuery = t.partial({ ext_session_id: t.string });

// ---- Responses ----

export const TicketMessageCodec = wireType(
  {
    author: t.keyof({ customer: null, support: null }),
    body: t.string,
    /** ISO 8601 instant. */
    createdAt: t.string,
  },
  'TicketMessage',
);

const ticketSummaryProps = {
  publicId: t.string,
  name: t.string,
  email: t.string,
  subject: t.string,
  contactType: ContactTypeCodec,
  orderPublicId: t.union([t.string, t.null]),
  attachmentId: t.union([t.string, t.null]),
  status: TicketStatusCodec,
  createdAt: t.string,
  updatedAt: t.string,
};

export const TicketSummaryCodec = wireType(ticketSummaryProps, 'TicketSummary');

export const TicketCodec = wireType({ ...ticketSummaryProps, messages: t.readonlyArray(TicketMessageCodec) }, 'Ticket');

const listedTicketProps = {
  publicId: t.string,
  subject: t.string,
  status: TicketStatusCodec,
  orderPublicId: t.union([t.string, t.null]),
  /** ISO 8601 instant of the last change. */
  updatedAt: t.string,
};

/** A ticket as its owner's list shows it. */
export const ListedTicketCodec = wireType(listedTicketProps, 'ListedTicket');

/** One conversation as its owner reads it, the file as a download link; support's view adds who wrote and where. */
export const shownTicketProps = {
  ...listedTicketProps,
  contactType: ContactTypeCodec,
  attachmentUrl: t.union([t.string, t.null]),
  messages: t.readonlyArray(TicketMessageCodec),
};

export const ShownTicketCodec = wireType(shownTicketProps, 'ShownTicket');
