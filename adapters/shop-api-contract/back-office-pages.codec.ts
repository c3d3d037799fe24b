import * as t from 'io-ts';
import { DATE_FILTERS, type DateFilter } from '../../core/domain/shared/date-filter.ts';
import { DeskActionCodec, deskListedTicketProps } from './back-office.codec.ts';
import { listedInvoiceProps } from './back-office-invoices.codec.ts';
import { SITE_CONFIG_FIELDS } from './back-office-config.codec.ts';
import { StoreSlugCodec } from './catalogue.codec.ts';
import { ProductCollectionCodec, SortCodec } from './catalogue.codec.ts';
import { deskDesignProps, ProjectScopeCodec, TriStateCodec } from './design-desk.codec.ts';
import { ContactTypeCodec, TicketStatusCodec } from './tickets.codec.ts';

/*
 * The desks' page data as it travels for client-side navigation (`_payload.json`): the storefront's own shapes,
 * camelCase like every page payload.
 */

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const Amount = t.type({ amount: t.number, currency: t.string });

const listedOrder = {
  publicId: t.string,
  store: t.string,
  email: t.string,
  status: t.number,
  paymentMethod: t.string,
  paymentStatus: t.string,
  total: Amount,
  shipmentState: Nullable(t.string),
  createdAt: t.string,
};

export const OrderDeskPageCodec = t.type({
  view: t.literal('desk'),
  query: t.type({
    search: t.string,
    store: t.string,
    status: t.string,
    dateFilter: t.keyof(Object.fromEntries(DATE_FILTERS.map((v) => [v, null])) as Record<DateFilter, null>),
    after: t.string,
  }),
  list: t.type({ orders: t.readonlyArray(t.type(listedOrder)), next: Nullable(t.string) }),
});

export const DeskOrderPageCodec = t.type({
  view: t.literal('desk'),
  order: t.type({
    ...listedOrder,
    contactName: t.string,
    locale: t.string,
    subtotal: Amount,
    shipping: Amount,
    discount: Amount,
    shipmentCountry: t.string,
    shipmentPostalCode: t.string,
    lines: t.readonlyArray(
      t.type({ id: t.string, name: t.string, quantity: t.number, unitPrice: Amount, personalised: t.boolean }),
    ),
    statusHistory: t.readonlyArray(t.type({ status: t.number, at: t.string })),
    shipment: Nullable(
      t.type({
        method: t.string,
        carrier: Nullable(t.string),
        trackingNumber: Nullable(t.string),
        events: t.readonlyArray(t.type({ state: t.string, note: Nullable(t.string), at: t.string })),
      }),
    ),
    refundOwed: t.boolean,
    audit: t.readonlyArray(t.type({ administratorId: t.string, action: t.string, detail: t.string, at: t.string })),
    allowed: t.readonlyArray(DeskActionCodec),
  }),
});

export const SupportDeskPageCodec = t.type({
  view: t.literal('desk'),
  status: Nullable(TicketStatusCodec),
  list: t.type({
    tickets: t.readonlyArray(t.type(deskListedTicketProps)),
    total: t.number,
    page: t.number,
    pageSize: t.number,
  }),
  open: Nullable(
    t.type({
      publicId: t.string,
      subject: t.string,
      status: TicketStatusCodec,
      orderPublicId: Nullable(t.string),
      updatedAt: t.string,
      contactType: ContactTypeCodec,
      attachmentUrl: Nullable(t.string),
      messages: t.readonlyArray(
        t.type({ author: t.keyof({ customer: null, support: null }), body: t.string, createdAt: t.string }),
      ),
      name: t.string,
      email: t.string,
      store: t.string,
    }),
  ),
});

const ShownSiteConfigFieldsCodec = t.type(SITE_CONFIG_FIELDS);

export const SiteConfigPageCodec = t.type({
  view: t.literal('desk'),
  stores: t.readonlyArray(StoreSlugCodec),
  shown: t.type({
    config: ShownSiteConfigFieldsCodec,
    countryChoices: t.readonlyArray(t.string),
    changes: t.readonlyArray(
      t.type({
        id: t.number,
        field: t.string,
        from: t.string,
        to: t.string,
        administratorId: t.string,
        administratorEmail: Nullable(t.string),
        at: t.string,
      }),
    ),
    next: Nullable(t.number),
  }),
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
  list: t.type({ designs: t.readonlyArray(t.type(deskDesignProps)), next: Nullable(t.string) }),
});

export const DeskDesignPageCodec = t.type({
  view: t.literal('design'),
  design: t.type({
    ...deskDesignProps,
    names: t.record(t.string, t.string),
    tagIds: t.readonlyArray(t.string),
    articleIds: t.readonlyArray(t.number),
    reviews: t.readonlyArray(
      t.type({
        id: t.string,
        articleId: t.number,
        authorName: t.string,
        rating: t.number,
        title: t.string,
        body: t.string,
        locale: t.string,
        status: t.keyof({ pending: null, published: null, hidden: null }),
        createdAt: t.string,
      }),
    ),
    audit: t.readonlyArray(t.type({ administratorId: t.string, action: t.string, detail: t.string, at: t.string })),
    choices: t.type({
      tags: t.readonlyArray(t.type({ id: t.string, slug: t.string, name: t.string })),
      articles: t.readonlyArray(t.type({ id: t.number, name: t.string })),
    }),
  }),
});

const affiliateMonth = t.type({
  affiliateId: t.string,
  period: t.string,
  hits: t.number,
  orders: t.number,
  commission: t.readonlyArray(Amount),
  paid: Nullable(t.type({ by: t.string, at: t.string })),
});

export const CommissionsPageCodec = t.union([
  t.type({
    view: t.literal('month'),
    csvUrl: t.string,
    month: t.type({
      period: t.string,
      current: t.string,
      rows: t.readonlyArray(affiliateMonth),
      next: Nullable(t.string),
      rate: t.number,
      rateChanges: t.readonlyArray(t.type({ rate: t.number, changedBy: t.string, at: t.string })),
    }),
  }),
  t.type({
    view: t.literal('affiliate'),
    period: t.string,
    file: t.type({
      summary: affiliateMonth,
      hits: t.readonlyArray(t.type({ id: t.string, at: t.string, url: t.string, campaign: Nullable(t.string) })),
      orders: t.readonlyArray(
        t.type({
          publicId: t.string,
          store: t.string,
          placedAt: t.string,
          netGoods: Amount,
          rate: t.number,
          commission: Amount,
          canceled: t.boolean,
        }),
      ),
    }),
  }),
]);

/** /accounts/invoices as its page payload: the register's filters and one page of it. */
export const InvoicesPageCodec = t.type({
  query: t.type({
    store: t.string,
    dateFilter: t.keyof(Object.fromEntries(DATE_FILTERS.map((v) => [v, null])) as Record<DateFilter, null>),
    standing: t.string,
    after: t.string,
  }),
  list: t.type({
    invoices: t.readonlyArray(t.type(listedInvoiceProps)),
    next: Nullable(t.string),
    totals: t.readonlyArray(
      t.type({ currency: t.string, count: t.number, net: t.number, vat: t.number, total: t.number }),
    ),
    csvUrl: t.string,
  }),
});
