import type { ResultAsync } from 'neverthrow';
import type { ContactType } from '../../domain/help-center/contact-type.ts';
import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import type { TicketStatus } from '../../domain/tickets/ticket-status.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { SavedAddressForm, ShownSavedAddress } from './address-book.ts';
import type { ProfileInput } from '../../domain/customers/profile-fields.ts';

/** A ticket as the customer's list shows it. */
export type ListedTicket = {
  readonly publicId: string;
  readonly subject: string;
  readonly status: TicketStatus;
  readonly orderPublicId: string | null;
  /** ISO 8601 instant of the last change. */
  readonly updatedAt: string;
};

/** One ticket's conversation, oldest message first. */
export type ShownTicket = ListedTicket & {
  readonly contactType: ContactType;
  /** Where its owner downloads the file sent with it; null when there is none. */
  readonly attachmentUrl: string | null;
  readonly messages: readonly {
    readonly author: 'customer' | 'support';
    readonly body: string;
    readonly createdAt: string;
  }[];
};

/** The profile as its form shows it. */
export type ShownProfile = {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  /** The language the customer chose for mails, sent back unchanged by the profile form. */
  readonly locale: string | null;
  readonly customerType: 'PERSON' | 'COMPANY';
  readonly companyName: string | null;
  readonly vatId: string | null;
  /** 'YYYY-MM-DD'. */
  readonly birthDate: string | null;
  /** Where the customer downloads everything the shop holds about them. */
  readonly dataExportUrl: string;
};

/** What a new ticket form sends; name and e-mail are the account's. */
export type NewTicketForm = {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly contactType: ContactType;
  /** '' when the ticket is not about an order. */
  readonly orderPublicId: string;
  readonly attachmentId?: string | undefined;
};

/** A form the shop accepted (with what it answered), or the fields it refused. */
export type FormOutcome<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'invalid'; readonly problems: readonly FieldProblem[] };

/** The signed-in customer's own tickets and profile, read for the accounts pages (the customer is the session's). */
export interface SelfServiceReads {
  tickets(): ResultAsync<readonly ListedTicket[], ShopUnavailable>;
  /** Null when the customer has no ticket with that number. */
  ticket(publicId: string): ResultAsync<ShownTicket | null, ShopUnavailable>;
  profile(): ResultAsync<ShownProfile, ShopUnavailable>;
  /** The customer's addresses, defaults first. */
  addressBook(): ResultAsync<readonly ShownSavedAddress[], ShopUnavailable>;
}

/** The changes a customer makes to their own account; field problems come back as the form's. */
export interface SelfServiceWrites {
  /** `idempotencyKey` makes a double-clicked or retried send open one ticket; answers the new ticket's number. */
  openTicket(form: NewTicketForm, idempotencyKey: string): ResultAsync<FormOutcome<string>, ShopUnavailable>;
  reply(publicId: string, message: string): ResultAsync<FormOutcome<null>, ShopUnavailable>;
  resolve(publicId: string): ResultAsync<null, ShopUnavailable>;
  updateProfile(form: ProfileInput): ResultAsync<FormOutcome<ShownProfile>, ShopUnavailable>;
  changePassword(currentPassword: string, newPassword: string): ResultAsync<FormOutcome<null>, ShopUnavailable>;
  deleteAccount(password: string): ResultAsync<FormOutcome<null>, ShopUnavailable>;
  /** Adds or replaces the address `id` (chosen by the browser, so a retry saves it once); answers the whole book. */
  saveAddress(
    id: string,
    form: SavedAddressForm,
  ): ResultAsync<FormOutcome<readonly ShownSavedAddress[]>, ShopUnavailable>;
  /** Answers the rest of the book. */
  removeAddress(id: string): ResultAsync<readonly ShownSavedAddress[], ShopUnavailable>;
  /** Mails a confirmation link to the new address; answers the address it went to. */
  requestEmailChange(newEmail: string, password: string): ResultAsync<FormOutcome<string>, ShopUnavailable>;
  /** Follows that link; answers the account's new address, or why the link changed nothing (field `token`). */
  confirmEmailChange(token: string): ResultAsync<FormOutcome<string>, ShopUnavailable>;
}
