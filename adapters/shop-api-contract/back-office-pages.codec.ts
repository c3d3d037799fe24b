import * as t from 'io-ts';
import { PRINT_JOB_STATUSES, type PrintJobStatus } from '../../core/domain/print-files/print-job.ts';
import { DATE_FILTERS, type DateFilter } from '../../core/domain/shared/date-filter.ts';
import { SiteConfigViewCodec } from './back-office-config.codec.ts';
import { InvoiceRegisterListCodec } from './back-office-invoices.codec.ts';
import {
  DeskListPageCodec,
  ShownDeskOrderCodec,
  SupportDeskListCodec,
  SupportTicketCodec,
} from './back-office.codec.ts';
import { ProductCollectionCodec, SortCodec, StoreSlugCodec } from './catalogue.codec.ts';
import { AffiliateFileCodec, CommissionMonthCodec } from './commissions.codec.ts';
import { DesignDeskListCodec, ProjectScopeCodec, ShownDeskDesignCodec, TriStateCodec } from './design-desk.codec.ts';
import { TicketStatusCodec } from './tickets.codec.ts';

/*
 * The desks' page data as it travels for client-side navigation (`_payload.json`): the page's own fields
 * (view, filters) camelCase like every page payload, the lists and files in their Shop API views (snake_case).
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const DateFilterCodec = t.keyof(Object.fromEntries(DATE_FILTERS.map((v) => [v, null])) as Record<DateFilter, null>);

export const OrderDeskPageCodec = t.type({
  view: t.literal('desk'),
  query: t.type({ search: t.string, store: t.string, status: t.string, dateFilter: DateFilterCodec, after: t.string }),
  list: DeskListPageCodec,
});

/** A personalised line's print job as the order's desk page shows it, with a download link per surface. */
const DeskPrintLineCodec = t.type({
  orderLineId: t.string,
  status: t.keyof(Object.fromEntries(PRINT_JOB_STATUSES.map((v) => [v, null])) as Record<PrintJobStatus, null>),
  attempts: t.number,
  lastError: Nullable(t.string),
  files: t.readonlyArray(
    t.type({ surfaceId: t.string, widthPx: t.number, heightPx: t.number, ppi: t.number, url: t.string }),
  ),
});

export const DeskOrderPageCodec = t.type({
  view: t.literal('desk'),
  order: ShownDeskOrderCodec,
  printFiles: t.readonlyArray(DeskPrintLineCodec),
});

export const SupportDeskPageCodec = t.type({
  view: t.literal('desk'),
  status: Nullable(TicketStatusCodec),
  list: SupportDeskListCodec,
  open: Nullable(SupportTicketCodec),
});

export const SiteConfigPageCodec = t.type({
  view: t.literal('desk'),
  stores: t.readonlyArray(StoreSlugCodec),
  shown: SiteConfigViewCodec,
  before: Nullable(t.number),
});

export const DesignDeskPageCodec = t.type({
  view: t.literal('designs'),
  form: t.type({
    search: t.string,
    collection: t.union([ProductCollectionCodec, t.literal('')]),
    tag: t.string,
    published: TriStateCodec,
    scope: t.union([ProjectScopeCodec, t.literal('')]),
    sort: SortCodec,
    after: t.string,
  }),
  list: DesignDeskListCodec,
});

export const DeskDesignPageCodec = t.type({ view: t.literal('design'), design: ShownDeskDesignCodec });

export const CommissionsPageCodec = t.union([
  t.type({ view: t.literal('month'), csvUrl: t.string, month: CommissionMonthCodec }),
  t.type({ view: t.literal('affiliate'), period: t.string, file: AffiliateFileCodec }),
]);

/** /accounts/invoices as its page payload: the register's filters and one page of it. */
export const InvoicesPageCodec = t.type({
  query: t.type({ store: t.string, dateFilter: DateFilterCodec, standing: t.string, after: t.string }),
  list: InvoiceRegisterListCodec,
});
