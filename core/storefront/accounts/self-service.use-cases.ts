import { okAsync, type ResultAsync } from 'neverthrow';
import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { AddressInput } from '../../domain/checkout/address-step.ts';
import { savedAddressProblems } from '../../domain/customers/address-book.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import type { SavedAddressForm, ShownSavedAddress } from './address-book.ts';
import {
  deletionProblems,
  emailChangeProblems,
  newTicketProblems,
  passwordChangeProblems,
  profileProblems,
  replyProblems,
} from './self-service-forms.ts';
import type { FormOutcome, NewTicketForm, SelfServiceWrites, ShownProfile } from './self-service-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { ProfileInput } from '../../domain/customers/profile-fields.ts';

type Sent<T> = ResultAsync<FormOutcome<T>, ShopUnavailable>;

/** What the accounts pages change; each form is checked by the core's rules before a request is sent. */
export type SelfServiceUseCases = {
  readonly openTicket: (form: NewTicketForm) => Sent<string>;
  readonly reply: (publicId: string, message: string) => Sent<null>;
  readonly resolve: (publicId: string) => ResultAsync<null, ShopUnavailable>;
  /** The profile form's problems while typing; the adult check reads today's date. */
  readonly profileProblems: (form: ProfileInput) => readonly FieldProblem[];
  readonly updateProfile: (form: ProfileInput) => Sent<ShownProfile>;
  readonly changePassword: (currentPassword: string, newPassword: string) => Sent<null>;
  readonly deleteAccount: (password: string) => Sent<null>;
  /** Checkout's address rules while typing, in the countries the book offers. */
  readonly addressProblems: (form: AddressInput, countries: readonly string[]) => readonly FieldProblem[];
  /** A fresh id for an address being added. */
  readonly newAddressId: () => string;
  readonly saveAddress: (
    id: string,
    form: SavedAddressForm,
    countries: readonly string[],
  ) => Sent<readonly ShownSavedAddress[]>;
  readonly removeAddress: (id: string) => ResultAsync<readonly ShownSavedAddress[], ShopUnavailable>;
  readonly emailChangeProblems: (newEmail: string, password: string) => readonly FieldProblem[];
  readonly requestEmailChange: (newEmail: string, password: string) => Sent<string>;
  readonly confirmEmailChange: (token: string) => Sent<string>;
};

const addressProblems = (form: AddressInput, countries: readonly string[]) =>
  savedAddressProblems(form, { shippingCountries: countries as readonly CountryCode[] });

const checked = <T>(problems: readonly FieldProblem[], send: () => Sent<T>): Sent<T> =>
  problems.length > 0 ? okAsync({ kind: 'invalid', problems }) : send();

/** What the signed-in customer changes from the accounts area: each form checked by the core before it is sent. */
export const selfServiceUseCases = (
  writes: SelfServiceWrites,
  newKey: () => string,
  clock: Clock,
): SelfServiceUseCases => ({
  openTicket: (form) => checked(newTicketProblems(form), () => writes.openTicket(form, newKey())),
  reply: (publicId, message) => checked(replyProblems(message), () => writes.reply(publicId, message)),
  resolve: (publicId) => writes.resolve(publicId),
  profileProblems: (form) => profileProblems(form, clock),
  updateProfile: (form) => checked(profileProblems(form, clock), () => writes.updateProfile(form)),
  changePassword: (current, next) =>
    checked(passwordChangeProblems(current, next), () => writes.changePassword(current, next)),
  deleteAccount: (password) => checked(deletionProblems(password), () => writes.deleteAccount(password)),
  addressProblems,
  newAddressId: newKey,
  saveAddress: (id, form, countries) => checked(addressProblems(form, countries), () => writes.saveAddress(id, form)),
  removeAddress: (id) => writes.removeAddress(id),
  emailChangeProblems,
  requestEmailChange: (newEmail, password) =>
    checked(emailChangeProblems(newEmail, password), () => writes.requestEmailChange(newEmail, password)),
  confirmEmailChange: (token) => writes.confirmEmailChange(token),
});
