import * as t from 'io-ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { ADDRESS_BOOK_PATHS, ADDRESS_FORM_FIELDS, AddressBookCodec } from '../shop-api-contract/address-book.codec.ts';
import {
  EMAIL_CHANGE_FORM_FIELDS,
  EMAIL_CHANGE_PATHS,
  EmailChangedCodec,
  EmailChangeRequestedCodec,
} from '../shop-api-contract/email-change.codec.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { ShopApiOutcome } from '../shop-api-contract/shop-api-envelope.ts';
import type { FormOutcome, SelfServiceWrites } from '../../core/storefront/accounts/self-service-gateway.port.ts';
import {
  ACCOUNT_DELETION_FORM_FIELDS,
  ACCOUNTS_PATHS,
  PASSWORD_CHANGE_FORM_FIELDS,
  PROFILE_FORM_FIELDS,
  ProfileCodec,
} from '../shop-api-contract/accounts.codec.ts';
import { fieldProblemsFromWire, type FormFieldNames } from '../shop-api-contract/form-field-names.ts';
import { TicketCodec, TICKETS_PATHS } from '../shop-api-contract/tickets.codec.ts';
import type { ShopApiCall, ShopApiClient } from './shop-api-client.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';

/** The ticket form's request names by the storefront's field names. */
const TICKET_FORM_FIELDS = { orderPublicId: 'order_public_id', attachmentId: 'attachment_id' } as const;

/** The customer's own changes over the Shop API; 5004 field errors come back as the form's problems. */
export const httpSelfServiceWrites = (
  shopApi: ShopApiClient,
  downloadUrl: (path: string) => string,
): SelfServiceWrites => {
  const send = <A, T>(
    request: ShopApiCall,
    codec: t.Type<A, unknown, unknown>,
    form: FormFieldNames,
    value: (data: A) => T,
  ): ResultAsync<FormOutcome<T>, ShopUnavailable> =>
    shopApi
      .call(request, codec)
      .mapErr(() => apiRequestFailed(request.path))
      .map((answer: ShopApiOutcome<A>): FormOutcome<T> =>
        answer.kind === 'data'
          ? { kind: 'done', value: value(answer.data) }
          : { kind: 'invalid', problems: fieldProblemsFromWire(answer.fields, form) },
      );
  const addressPath = (id: string) => ADDRESS_BOOK_PATHS.address.replace(':addressId', encodeURIComponent(id));
  const ticketPath = (publicId: string, action: string) =>
    `${TICKETS_PATHS.ticket}/${encodeURIComponent(publicId)}/${action}`;
  return {
    openTicket: (form, idempotencyKey) =>
      send(
        {
          method: 'POST',
          path: TICKETS_PATHS.tickets,
          params: {
            name: form.name,
            email: form.email,
            subject: form.subject,
            message: form.message,
            contact_type: form.contactType,
            ...(form.orderPublicId.trim() === '' ? {} : { order_public_id: form.orderPublicId.trim() }),
            attachment_id: form.attachmentId,
          },
          idempotencyKey,
        },
        TicketCodec,
        TICKET_FORM_FIELDS,
        (ticket) => ticket.publicId,
      ),
    reply: (publicId, message) =>
      send(
        { method: 'POST', path: ticketPath(publicId, 'replies'), params: { message } },
        TicketCodec,
        TICKET_FORM_FIELDS,
        () => null,
      ),
    resolve: (publicId) =>
      shopApi
        .call({ method: 'POST', path: ticketPath(publicId, 'resolve') }, TicketCodec)
        .mapErr(() => apiRequestFailed(TICKETS_PATHS.ticket))
        .map(() => null),
    updateProfile: (form) =>
      send(
        {
          method: 'PUT',
          path: ACCOUNTS_PATHS.profile,
          params: {
            first_name: form.firstName,
            last_name: form.lastName,
            phone: form.phone,
            locale: form.locale,
            customer_type: form.customerType,
            company_name: form.companyName,
            vat_id: form.vatId,
            birth_date: form.birthDate,
          },
        },
        ProfileCodec,
        PROFILE_FORM_FIELDS,
        ({ email, firstName, lastName, phone, locale, customerType, companyName, vatId, birthDate }) => ({
          email,
          firstName,
          lastName,
          phone,
          locale,
          customerType,
          companyName,
          vatId,
          birthDate,
          dataExportUrl: downloadUrl(ACCOUNTS_PATHS.dataExport),
        }),
      ),
    changePassword: (currentPassword, newPassword) =>
      send(
        {
          method: 'PUT',
          path: ACCOUNTS_PATHS.password,
          params: { current_password: currentPassword, new_password: newPassword },
        },
        t.null,
        PASSWORD_CHANGE_FORM_FIELDS,
        () => null,
      ),
    deleteAccount: (password) =>
      send(
        { method: 'DELETE', path: ACCOUNTS_PATHS.account, params: { password } },
        t.null,
        ACCOUNT_DELETION_FORM_FIELDS,
        () => null,
      ),
    saveAddress: (id, form) =>
      send(
        {
          method: 'PUT',
          path: addressPath(id),
          params: {
            line1: form.line1,
            line2: form.line2,
            postal_code: form.postalCode,
            city: form.city,
            country: form.country,
            default_billing: String(form.defaultBilling),
            default_shipping: String(form.defaultShipping),
          },
        },
        AddressBookCodec,
        ADDRESS_FORM_FIELDS,
        (book) => book,
      ),
    removeAddress: (id) =>
      shopApi
        .call({ method: 'DELETE', path: addressPath(id) }, AddressBookCodec)
        .mapErr(() => apiRequestFailed(ADDRESS_BOOK_PATHS.address))
        .andThen((answer) =>
          answer.kind === 'data' ? okAsync(answer.data) : errAsync(apiRequestFailed(ADDRESS_BOOK_PATHS.address)),
        ),
    requestEmailChange: (newEmail, password) =>
      send(
        { method: 'POST', path: EMAIL_CHANGE_PATHS.request, params: { new_email: newEmail, password } },
        EmailChangeRequestedCodec,
        EMAIL_CHANGE_FORM_FIELDS,
        ({ sentTo }) => sentTo,
      ),
    confirmEmailChange: (token) =>
      send(
        { method: 'POST', path: EMAIL_CHANGE_PATHS.confirm, params: { token } },
        EmailChangedCodec,
        EMAIL_CHANGE_FORM_FIELDS,
        ({ email }) => email,
      ),
  };
};
