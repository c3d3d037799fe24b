import type { FastifyInstance } from 'fastify';
import { errAsync, type ResultAsync } from 'neverthrow';
import { requireAdministrator } from '../../../core/domain/customers/administrator.ts';
import type { Customer } from '../../../core/domain/customers/customer.ts';
import type { BackOfficeError, ShopBackOffice } from '../../../core/shop/back-office/shop-back-office.ts';
import type { ShopTickets } from '../../../core/shop/tickets/shop-tickets.ts';
import {
  BACK_OFFICE_PATHS,
  DeskActionBody,
  deskActionOf,
  DeskNoteBody,
  DeskListPageCodec,
  DeskOrderParams,
  DeskOrdersQuery,
  ShownDeskOrderCodec,
  SupportAnswerBody,
  SupportAnswerCodec,
  SupportDeskListCodec,
  SupportQueueQueryCodec,
  SupportTicketCodec,
  SupportTicketParams,
  TicketStatusBody,
} from '../../shop-api-contract/back-office.codec.ts';
import { deskListPageOf, shownDeskOrderOf, supportDeskListOf, supportTicketOf } from '../../shop-views/desk-views.ts';
import {
  SiteConfigBody,
  SiteConfigCodec,
  SiteConfigQuery,
  SiteConfigViewCodec,
} from '../../shop-api-contract/back-office-config.codec.ts';
import { siteConfigViewOf } from '../../shop-views/site-config-views.ts';
import type { Idempotency } from '../idempotency.ts';
import type { SignedInCustomer } from '../signed-in-customer.ts';
import { privateDownloads } from '../private-downloads.ts';
import { backOfficeErrorAnswer } from './back-office-errors.ts';
import { answered, answeredOnce, fileRoute, fromBoth, fromBody, fromParams, fromQuery, route } from '../route.ts';
import {
  InvoiceNumberParams,
  InvoiceRegisterListCodec,
  InvoicesCsvQuery,
  InvoicesQuery,
} from '../../shop-api-contract/back-office-invoices.codec.ts';
import { invoiceRegisterListOf } from '../../shop-views/invoice-register-views.ts';

export type BackOfficeRouteDeps = {
  readonly backOffice: ShopBackOffice;
  readonly tickets: ShopTickets;
  readonly signedInCustomer: SignedInCustomer;
  /** A retried or doubled action must act once: every back-office write needs an Idempotency-Key. */
  readonly idempotency: Idempotency;
  /** A Shop API path as a link the browser downloads from. */
  readonly downloadUrl: (path: string) => string;
};

const schema = (summary: string) => ({ schema: { summary, tags: ['back-office'] } });

/** Every route here answers the administrator alone; anyone else gets the 404 envelope, never data. */
export const backOfficeRoutes =
  ({ backOffice, tickets, signedInCustomer, idempotency, downloadUrl }: BackOfficeRouteDeps) =>
  async (app: FastifyInstance) => {
    const asAdministrator = <T>(
      customer: Customer | null,
      run: (administrator: Customer) => ResultAsync<T, BackOfficeError>,
    ): ResultAsync<T, BackOfficeError> =>
      requireAdministrator(customer).match(run, (refusal) => errAsync<T, BackOfficeError>(refusal));

    app.get(
      BACK_OFFICE_PATHS.orders,
      schema('Every order, newest first, by search (public id or e-mail), store, status and date; keyset pages'),
      answered(
        route({
          decode: fromQuery(DeskOrdersQuery),
          who: signedInCustomer,
          run: (query, customer) =>
            backOffice
              .listOrders(customer, {
                search: query.search,
                store: query.store,
                status: query.status,
                dateFilter: query.date_filter,
                after: query.after,
              })
              .map(deskListPageOf),
          errors: backOfficeErrorAnswer,
          answer: DeskListPageCodec,
        }),
      ),
    );

    app.get(
      BACK_OFFICE_PATHS.order,
      schema('One order with its lines, payment, shipment, audit trail and the actions allowed now'),
      answered(
        route({
          decode: fromParams(DeskOrderParams),
          who: signedInCustomer,
          run: ({ public_id }, customer) => backOffice.showOrder(customer, public_id).map(shownDeskOrderOf),
          errors: backOfficeErrorAnswer,
          answer: ShownDeskOrderCodec,
        }),
      ),
    );

    app.post(
      BACK_OFFICE_PATHS.actions,
      schema('Advance production or shipment, confirm a transfer, or cancel: once per Idempotency-Key, recorded'),
      answeredOnce(
        idempotency,
        { scope: 'back-office', required: true },
        route({
          decode: fromBoth(fromParams(DeskOrderParams), fromBody(DeskActionBody)),
          who: signedInCustomer,
          run: (input, customer) =>
            backOffice.act(customer, input.public_id, deskActionOf(input)).map(shownDeskOrderOf),
          errors: backOfficeErrorAnswer,
          answer: ShownDeskOrderCodec,
        }),
      ),
    );

    app.post(
      BACK_OFFICE_PATHS.notes,
      schema(
        'An internal note on the order, kept with its author and time and never shown to the customer: once per Idempotency-Key',
      ),
      answeredOnce(
        idempotency,
        { scope: 'back-office', required: true },
        route({
          decode: fromBoth(fromParams(DeskOrderParams), fromBody(DeskNoteBody)),
          who: signedInCustomer,
          run: (input, customer) => backOffice.noteOnOrder(customer, input.public_id, input.note).map(shownDeskOrderOf),
          errors: backOfficeErrorAnswer,
          answer: ShownDeskOrderCodec,
        }),
      ),
    );

    app.get(
      BACK_OFFICE_PATHS.config,
      schema("One store's site config and a page of its change log, newest first"),
      answered(
        route({
          decode: fromQuery(SiteConfigQuery),
          who: signedInCustomer,
          run: ({ store, before }, customer) =>
            backOffice.showSiteConfig(customer, store, before).map(siteConfigViewOf),
          errors: backOfficeErrorAnswer,
          answer: SiteConfigViewCodec,
        }),
      ),
    );

    app.post(
      BACK_OFFICE_PATHS.config,
      schema("Replace one store's site config, each changed field recorded: once per Idempotency-Key"),
      answeredOnce(
        idempotency,
        { scope: 'back-office', required: true },
        route({
          decode: fromBody(SiteConfigBody),
          who: signedInCustomer,
          run: (body, customer) =>
            backOffice.changeSiteConfig(customer, body.store, {
              currency: body.currency,
              lang: body.lang,
              brandName: body.brand_name,
              defaultCountryA2: body.default_country_a2,
              pricesWithDecimals: body.prices_with_decimals,
              isLoginRequiredToAccess: body.is_login_required_to_access,
              analyticsId: body.analytics_id,
              pushNotificationsId: body.push_notifications_id,
            }),
          errors: backOfficeErrorAnswer,
          answer: SiteConfigCodec,
        }),
      ),
    );

    app.get(
      BACK_OFFICE_PATHS.invoices,
      schema('Every invoice and credit note, newest first, by store, issue date and standing; keyset pages, totals'),
      answered(
        route({
          decode: fromQuery(InvoicesQuery),
          who: signedInCustomer,
          run: (query, customer) => {
            const request = {
              store: query.store,
              dateFilter: query.date_filter,
              standing: query.standing,
              after: query.after,
            };
            return backOffice
              .listInvoices(customer, request)
              .map((page) => invoiceRegisterListOf(page, request, downloadUrl));
          },
          errors: backOfficeErrorAnswer,
          answer: InvoiceRegisterListCodec,
        }),
      ),
    );

    app.get(
      BACK_OFFICE_PATHS.tickets,
      schema('Every ticket, longest waiting first, optionally by status'),
      answered(
        route({
          decode: fromQuery(SupportQueueQueryCodec),
          who: signedInCustomer,
          run: ({ status, page }, customer) =>
            asAdministrator(customer, (administrator) =>
              tickets.listSupportQueue(administrator, status, page ?? 1).map(supportDeskListOf),
            ),
          errors: backOfficeErrorAnswer,
          answer: SupportDeskListCodec,
        }),
      ),
    );

    app.get(
      BACK_OFFICE_PATHS.ticket,
      schema('One ticket with its conversation and attachment'),
      answered(
        route({
          decode: fromParams(SupportTicketParams),
          who: signedInCustomer,
          run: ({ id }, customer) =>
            asAdministrator(customer, (administrator) =>
              tickets.showTicket(administrator, id).map((ticket) => supportTicketOf(ticket, downloadUrl)),
            ),
          errors: backOfficeErrorAnswer,
          answer: SupportTicketCodec,
        }),
      ),
    );

    app.post(
      BACK_OFFICE_PATHS.answers,
      schema(
        'Support answers a ticket (and resolves it with `resolve=true`); the customer is mailed in the store language',
      ),
      answeredOnce(
        idempotency,
        { scope: 'back-office', required: false },
        route({
          decode: fromBoth(fromParams(SupportTicketParams), fromBody(SupportAnswerBody)),
          who: signedInCustomer,
          run: ({ id, message, resolve }, customer) =>
            asAdministrator(customer, (administrator) =>
              tickets
                .replyAsSupport(administrator, id, message, { resolve: resolve ?? false })
                .map(({ ticket, customerNotified }) => ({
                  ticket: supportTicketOf(ticket, downloadUrl),
                  customerNotified,
                })),
            ),
          errors: backOfficeErrorAnswer,
          answer: SupportAnswerCodec,
        }),
      ),
    );

    app.post(
      BACK_OFFICE_PATHS.status,
      schema('Support resolves or archives a ticket'),
      answered(
        route({
          decode: fromBoth(fromParams(SupportTicketParams), fromBody(TicketStatusBody)),
          who: signedInCustomer,
          run: ({ id, status }, customer) =>
            asAdministrator(customer, (administrator) =>
              tickets
                .setTicketStatusAsSupport(administrator, id, status)
                .map((ticket) => supportTicketOf(ticket, downloadUrl)),
            ),
          errors: backOfficeErrorAnswer,
          answer: SupportTicketCodec,
        }),
      ),
    );
  };

/** The register's CSV and each document's PDF, at the site's root: the administrator's sign-in cookie authorises them. */
export const backOfficeDownloadRoutes =
  ({ backOffice, signedInCustomer }: Pick<BackOfficeRouteDeps, 'backOffice' | 'signedInCustomer'>) =>
  async (app: FastifyInstance) => {
    privateDownloads(app);

    app.get(
      BACK_OFFICE_PATHS.invoicesCsv,
      schema("The filtered invoices and credit notes as the accountant's CSV"),
      fileRoute({
        decode: fromQuery(InvoicesCsvQuery),
        who: signedInCustomer,
        errors: backOfficeErrorAnswer,
        run: (query, customer) =>
          backOffice
            .exportInvoices(customer, { store: query.store, dateFilter: query.date_filter, standing: query.standing })
            .map((file) => ({
              contentType: 'text/csv; charset=utf-8',
              fileName: file.fileName,
              bytes: new TextEncoder().encode(file.text),
            })),
      }),
    );

    app.get(
      BACK_OFFICE_PATHS.invoicePdf,
      schema('One invoice or credit note as the PDF its customer downloads'),
      fileRoute({
        decode: fromParams(InvoiceNumberParams),
        who: signedInCustomer,
        errors: backOfficeErrorAnswer,
        run: ({ number }, customer) =>
          backOffice.invoicePdf(customer, number).map((pdf) => ({
            contentType: 'application/pdf',
            fileName: `${pdf.number}.pdf`,
            bytes: pdf.bytes,
          })),
      }),
    );
  };
