import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { requireAdministrator } from '../../core/domain/customers/administrator.ts';
import type { Customer } from '../../core/domain/customers/customer.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import { isStoreSlug } from '../../core/domain/site/stores.ts';
import type { ShopBackOffice } from '../../core/shop/back-office/shop-back-office.ts';
import type { ShopTickets } from '../../core/shop/tickets/shop-tickets.ts';
import type { ShopPrintFiles } from '../../core/shop/print-files/shop-print-files.ts';
import type { BackOfficeReads } from '../../core/storefront/back-office/back-office-gateway.port.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';
import type { InvoiceRegisterReads } from '../../core/storefront/back-office/invoice-register-gateway.ts';
import { RegisterCursorFromString } from '../shop-api-contract/back-office-invoices.codec.ts';
import { invoiceRegisterListOf } from '../shop-views/invoice-register-views.ts';
import {
  BACK_OFFICE_PATHS,
  DeskCursorFromString,
  OrderStatusFromString,
} from '../shop-api-contract/back-office.codec.ts';
import { siteConfigViewOf } from '../shop-views/site-config-views.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { PRINT_FILE_PATHS } from '../shop-api-contract/print-files.codec.ts';
import { DESIGN_DESK_PATHS, DesignDeskCursorFromString } from '../shop-api-contract/design-desk.codec.ts';
import { designDeskListOf, shownDeskDesignOf } from '../shop-views/design-desk-views.ts';
import {
  deskListPageOf,
  deskPrintLinesOf,
  shownDeskOrderOf,
  supportDeskListOf,
  supportTicketOf,
} from '../shop-views/desk-views.ts';

/** The back office's pages read in-process for the request's customer; the shop's use cases check the administrator. */
export const inProcessBackOfficeReads = (
  backOffice: ShopBackOffice,
  tickets: Pick<ShopTickets, 'listSupportQueue' | 'showTicket'>,
  customer: () => Promise<Customer | null>,
  downloadUrl: (path: string) => string,
  printFiles: Pick<ShopPrintFiles, 'orderPrintFilesFor'>,
  /** Print jobs are named at this instant (a claim that ran out is no longer rendering). */
  now: () => number,
): BackOfficeReads & InvoiceRegisterReads => {
  const asked = (path: string) => ResultAsync.fromPromise(customer(), () => apiRequestFailed(path));
  const failed = (path: string) => (): ShopUnavailable => apiRequestFailed(path);
  /** A read that is the administrator's alone: anyone else fails, as the Shop API's 404 would. */
  const asAdministrator = <T>(
    path: string,
    read: (administrator: Customer) => ResultAsync<T, { readonly type: string }>,
  ): ResultAsync<T, ShopUnavailable> =>
    asked(path).andThen((known) =>
      requireAdministrator(known).match(
        (administrator) => read(administrator).mapErr(failed(path)),
        () => errAsync(apiRequestFailed(path)),
      ),
    );
  return {
    administrator: () => asked(BACK_OFFICE_PATHS.orders).map((known) => requireAdministrator(known).isOk()),
    orders: (query) =>
      asAdministrator(BACK_OFFICE_PATHS.orders, (administrator) =>
        backOffice
          .listOrders(administrator, {
            search: query.search,
            store: isStoreSlug(query.store) ? query.store : undefined,
            status: decodeWith(OrderStatusFromString)(query.status).unwrapOr(undefined),
            dateFilter: query.dateFilter,
            after: decodeWith(DeskCursorFromString)(query.after).unwrapOr(undefined),
          })
          .map(deskListPageOf),
      ),
    order: (publicId) =>
      asAdministrator(BACK_OFFICE_PATHS.order, (administrator) =>
        backOffice
          .showOrder(administrator, publicId)
          .map((view) => shownDeskOrderOf(view) as ReturnType<typeof shownDeskOrderOf> | null)
          .orElse((error) => (error.type === 'OrderNotFound' ? okAsync(null) : errAsync(error))),
      ),
    printFiles: (publicId) =>
      asAdministrator(PRINT_FILE_PATHS.printFiles, (administrator) =>
        printFiles
          .orderPrintFilesFor(administrator, publicId)
          .map((order) => deskPrintLinesOf(order, now(), downloadUrl)),
      ),
    invoices: (query) =>
      asked(BACK_OFFICE_PATHS.invoices).andThen((known) => {
        const request = {
          store: isStoreSlug(query.store) ? query.store : undefined,
          dateFilter: query.dateFilter === 'without' ? undefined : query.dateFilter,
          standing: query.standing === 'paid' || query.standing === 'refunded' ? query.standing : undefined,
          after: decodeWith(RegisterCursorFromString)(query.after).unwrapOr(undefined),
        } as const;
        return backOffice
          .listInvoices(known, request)
          .map((page) => invoiceRegisterListOf(page, request, downloadUrl))
          .mapErr(failed(BACK_OFFICE_PATHS.invoices));
      }),
    tickets: (status, page) =>
      asAdministrator(BACK_OFFICE_PATHS.tickets, (administrator) =>
        tickets.listSupportQueue(administrator, status ?? undefined, page).map(supportDeskListOf),
      ),
    ticket: (publicId) =>
      asAdministrator(BACK_OFFICE_PATHS.ticket, (administrator) =>
        tickets
          .showTicket(administrator, publicId)
          .map((ticket) => supportTicketOf(ticket, downloadUrl) as ReturnType<typeof supportTicketOf> | null)
          .orElse((error) => (error.type === 'TicketNotFound' ? okAsync(null) : errAsync(error))),
      ),
    siteConfig: (store, before) =>
      asAdministrator(BACK_OFFICE_PATHS.config, (administrator) =>
        backOffice.showSiteConfig(administrator, store, before ?? undefined).map(siteConfigViewOf),
      ),
    designs: (form) =>
      asAdministrator(DESIGN_DESK_PATHS.designs, (administrator) =>
        backOffice
          .listDesigns(administrator, {
            search: form.search,
            ...(form.collection === '' ? {} : { collection: form.collection }),
            ...(form.tag === '' ? {} : { tagSlug: form.tag }),
            ...(form.published === 'ALL' ? {} : { published: form.published === 'true' }),
            ...(form.scope === '' ? {} : { scope: form.scope }),
            sort: form.sort,
            ...decodeWith(DesignDeskCursorFromString)(form.after)
              .map((after) => ({ after }))
              .unwrapOr({}),
          })
          .map(designDeskListOf),
      ),
    design: (id, locale) =>
      asAdministrator(DESIGN_DESK_PATHS.design, (administrator) =>
        backOffice
          .showDesign(administrator, id, locale)
          .map((view) => shownDeskDesignOf(view) as ReturnType<typeof shownDeskDesignOf> | null)
          .orElse((error) => (error.type === 'DesignNotFound' ? okAsync(null) : errAsync(error))),
      ),
  };
};
