import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { firstQueryValue, type Query } from '../../domain/routing/query.ts';
import { isDateFilter } from '../../domain/shared/date-filter.ts';
import { isTicketStatus, type TicketStatus } from '../../domain/tickets/ticket-status.ts';
import { parseStoreSlug, STORE_SLUGS, type StoreSlug } from '../../domain/site/stores.ts';

import type { ShopUnavailable } from '../shop-unavailable.ts';
import type {
  BackOfficeReads,
  DeskListPage,
  DeskPrintLine,
  DeskQuery,
  ShownDeskOrder,
  ShownSiteConfig,
  SupportDeskList,
  SupportTicket,
} from './back-office-gateway.port.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-errors.ts';

/** The administrator's view of /accounts/orders: every order, searched and narrowed. */
export type OrderDeskPageData = { readonly view: 'desk'; readonly query: DeskQuery; readonly list: DeskListPage };

/** The administrator's view of one order, with the actions allowed on it and its personalised lines' print files. */
export type DeskOrderPageData = {
  readonly view: 'desk';
  readonly order: ShownDeskOrder;
  readonly printFiles: readonly DeskPrintLine[];
};

/** The administrator's view of /accounts/tickets: every ticket by status, and the one opened. */
export type SupportDeskPageData = {
  readonly view: 'desk';
  readonly status: TicketStatus | null;
  readonly list: SupportDeskList;
  readonly open: SupportTicket | null;
};

/** The desk's form as the URL carries it; anything unreadable is "any". */
export const deskQueryOf = (query: Query): DeskQuery => {
  const dateFilter = firstQueryValue(query, 'date_filter') ?? '';
  return {
    search: (firstQueryValue(query, 'search') ?? '').trim(),
    store: firstQueryValue(query, 'store') ?? '',
    status: firstQueryValue(query, 'status') ?? '',
    dateFilter: isDateFilter(dateFilter) ? dateFilter : 'without',
    after: firstQueryValue(query, 'after') ?? '',
  };
};

/** The orders desk: every order, filtered and paged as the URL asks. */
export const loadOrderDeskPage =
  (reads: BackOfficeReads) =>
  (query: Query): ResultAsync<OrderDeskPageData, ShopUnavailable> => {
    const asked = deskQueryOf(query);
    return reads.orders(asked).map((list) => ({ view: 'desk', query: asked, list }));
  };

/** One order as the administrator works on it, with the moves the core allows now. */
export const loadDeskOrderPage =
  (reads: BackOfficeReads) =>
  (publicId: string): ResultAsync<DeskOrderPageData, ShopUnavailable | PageDataNotFound> =>
    reads.order(publicId).andThen((order): ResultAsync<DeskOrderPageData, ShopUnavailable | PageDataNotFound> => {
      if (order === null) return errAsync(pageDataNotFound());
      // Only a personalised line has print files: other orders skip the read.
      const printFiles = order.lines.some((line) => line.personalised) ? reads.printFiles(publicId) : okAsync([]);
      return printFiles.map((lines) => ({ view: 'desk', order, printFiles: lines }));
    });

const positivePage = (text: string | undefined): number => {
  const page = Number(text ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** The support desk: tickets by status, the longest waiting first. */
export const loadSupportDeskPage =
  (reads: BackOfficeReads) =>
  (query: Query): ResultAsync<SupportDeskPageData, ShopUnavailable> => {
    const asked = firstQueryValue(query, 'status') ?? '';
    const status = isTicketStatus(asked) ? asked : null;
    const ticket = firstQueryValue(query, 'ticket');
    return reads.tickets(status, positivePage(firstQueryValue(query, 'page'))).andThen((list) =>
      (ticket === undefined ? okAsync(null) : reads.ticket(ticket)).map((open) => ({
        view: 'desk' as const,
        status,
        list,
        open,
      })),
    );
  };

/** The administrator's /accounts/config: one store's config (the picker's choice) and its change log. */
export type SiteConfigPageData = {
  readonly view: 'desk';
  readonly stores: readonly StoreSlug[];
  readonly shown: ShownSiteConfig;
  /** Where the shown page of the log starts; null for the newest. */
  readonly before: number | null;
};

/** The store asked for in the URL (any letter case), else the store this shop serves. */
export const loadSiteConfigPage =
  (reads: BackOfficeReads, servedStore: StoreSlug) =>
  (query: Query): ResultAsync<SiteConfigPageData, ShopUnavailable> => {
    const store = parseStoreSlug(firstQueryValue(query, 'store') ?? '').unwrapOr(servedStore);
    const asked = Number(firstQueryValue(query, 'before') ?? '');
    const before = Number.isSafeInteger(asked) && asked > 0 ? asked : null;
    return reads.siteConfig(store, before).map((shown) => ({ view: 'desk', stores: STORE_SLUGS, shown, before }));
  };

/** An accounts page shows the administrator's desk instead of the customer's own history. */
export const deskOr = <D, C, E>(
  reads: BackOfficeReads,
  desk: () => ResultAsync<D, E>,
  customer: () => ResultAsync<C, E>,
): ResultAsync<D | C, E | ShopUnavailable> =>
  reads
    .administrator()
    .andThen((administrator): ResultAsync<D | C, E | ShopUnavailable> => (administrator ? desk() : customer()));
