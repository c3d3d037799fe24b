import type { ResultAsync } from 'neverthrow';
import type { ContactForm, FieldProblem } from './contact-form.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** A sent message has a ticket number; a refused one says which fields to fix. */
export type ContactOutcome =
  | { readonly kind: 'sent'; readonly ticketId: string }
  | { readonly kind: 'invalid'; readonly problems: readonly FieldProblem[] };

/** Support as the shopper writes to it, from the browser (a write port: nothing here is read): a contact-form message becomes a ticket. */
export interface ContactGateway {
  /** Opens a ticket; `idempotencyKey` makes a retried or double-clicked send open only one. */
  openTicket(form: ContactForm, idempotencyKey: string): ResultAsync<ContactOutcome, ShopUnavailable>;
}
