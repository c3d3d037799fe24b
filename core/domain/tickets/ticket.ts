import type { CustomerId } from '../customers/customer.ts';
import type { ContactType } from '../help-center/contact-type.ts';
import type { StoreSlug } from '../site/stores.ts';
import type { TicketStatus } from './ticket-status.ts';

export type TicketAuthor = 'customer' | 'support';

export type TicketMessage = {
  readonly id: string;
  readonly author: TicketAuthor;
  readonly body: string;
  /** Milliseconds since the Unix epoch. */
  readonly createdAt: number;
};

/** A support conversation; `publicId` is the number the shopper quotes, `id` never leaves the server. */
export type TicketSummary = {
  readonly id: string;
  readonly publicId: string;
  /** Null for a guest's ticket. */
  readonly customerId: CustomerId | null;
  readonly email: string;
  readonly name: string;
  readonly subject: string;
  readonly contactType: ContactType;
  readonly orderPublicId: string | null;
  /** An upload sent with the first message (its id, from POST /images/upload), or null. */
  readonly attachmentId: string | null;
  readonly status: TicketStatus;
  readonly store: StoreSlug;
  readonly createdAt: number;
  readonly updatedAt: number;
};

/** A ticket with its whole conversation, oldest message first. */
export type Ticket = TicketSummary & { readonly messages: readonly TicketMessage[] };

/** Limits of a ticket's texts, in characters. */
export const TICKET_LIMITS = { name: 100, subject: 150, message: 5000, orderPublicId: 40 } as const;

export type TicketNotFound = { readonly type: 'TicketNotFound' };
/** The ticket moved on (another reply or an archive) between reading and writing it; the caller may retry. */
export type TicketChanged = { readonly type: 'TicketChanged' };

export const ticketNotFound = (): TicketNotFound => ({ type: 'TicketNotFound' });
