import { ACCOUNTS_SECTIONS, type AccountsSection } from '../../core/domain/customers/accounts-permissions.ts';
import * as t from 'io-ts';
import { DATE_FILTERS, type DateFilter } from '../../core/domain/shared/date-filter.ts';
import { AccountOrderCodec, AccountOrderDetailCodec, AccountTicketCodec } from './accounts.codec.ts';
import {
  CommissionsPageCodec,
  InvoicesPageCodec,
  OrderDeskPageCodec,
  DeskOrderPageCodec,
  SiteConfigPageCodec,
  SupportDeskPageCodec,
  DesignDeskPageCodec,
  DeskDesignPageCodec,
} from './back-office-pages.codec.ts';
import { CartViewCodec } from './carts.codec.ts';
import { CheckoutViewCodec, PaymentKindCodec, PaymentMethodCodec, ShipmentOptionsCodec } from './checkout.codec.ts';
import { OrderSummaryCodec, OrderTrackingCodec, UserRequiredActionCodec } from './orders.codec.ts';

import { REVIEW_TEXT_FIELDS, ReviewableOrderCodec, ReviewSummaryCodec } from './reviews.codec.ts';

const PictureSourcesCodec = t.type({
  sources: t.readonlyArray(t.type({ type: t.string, srcset: t.string })),
  fallback: t.type({ src: t.string, width: t.number, height: t.number }),
});

/** A review as the pages show it (its photo as `<picture>` sources). */
const ShownReviewListCodec = t.type({
  reviews: t.readonlyArray(
    t.type({
      ...REVIEW_TEXT_FIELDS,
      photo: t.union([PictureSourcesCodec, t.null]),
      status: t.keyof({ pending: null, published: null, hidden: null }),
      createdAt: t.string,
    }),
  ),
  page: t.number,
  pageSize: t.number,
  total: t.number,
  summary: ReviewSummaryCodec,
  articles: t.readonlyArray(t.type({ id: t.number, name: t.string })),
});

const TrackingQueryCodec = t.type({ publicId: t.string, postalCode: t.string, country: t.string });
import { LAYOUTS, type Layout } from '../../core/domain/routing/layout.ts';
import { LOCALES, type Locale } from '../../core/domain/site/locale.ts';
import type { PageOutcome, PageRouteName } from '../../core/storefront/navigation/page-outcome.ts';
import {
  ArticleCodec,
  ArticleIdCodec,
  CataloguePictureCodec,
  DesignArtworkCodec,
  DesignDetailCodec,
  DesignIdCodec,
  DesignPageCodec,
  HomeBlockCodec,
  LandingPageCodec,
  SortCodec,
  TagWithCountCodec,
} from './catalogue.codec.ts';
import {
  HelpCategoryPageCodec,
  HelpCenterPageCodec,
  HelpTopicPageCodec,
  TextPageCodec,
} from './help-center-pages.codec.ts';
import { AccountProfilePageCodec, AccountTicketsPageCodec, DefaultAddressesCodec } from './self-service-pages.codec.ts';

const oneOf = <T extends string>(values: readonly T[], name: string): t.Type<T, string, unknown> =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

const pageView = <R extends string, D extends t.Mixed>(routeName: R, data: D) =>
  t.intersection([
    t.type({
      kind: t.literal('page'),
      routeName: t.literal(routeName),
      params: t.record(t.string, t.string),
      locale: oneOf<Locale>(LOCALES, 'Locale'),
      layout: oneOf<Layout>(LAYOUTS, 'Layout'),
      keepAlive: t.boolean,
      forceSsr: t.boolean,
      data,
    }),
    t.partial({
      accountSections: t.readonlyArray(oneOf<AccountsSection>(ACCOUNTS_SECTIONS, 'AccountsSection')),
      backOfficeSections: t.readonlyArray(oneOf<AccountsSection>(ACCOUNTS_SECTIONS, 'AccountsSection')),
    }),
  ]);

const PaymentStatusCodec = t.type({
  method: PaymentMethodCodec,
  kind: PaymentKindCodec,
  status: t.keyof({ PENDING: null, PAID: null, CANCELED: null }),
  canRetry: t.boolean,
  retryMethods: t.readonlyArray(PaymentMethodCodec),
});

const PriceStyleCodec = t.type({ locale: t.string, withDecimals: t.boolean });
/** What every design list page carries: a page of designs, their order and how prices show. */
const listed = { designs: DesignPageCodec, sort: SortCodec, prices: PriceStyleCodec };

/** Each page's data as it travels: one line per route of PageDataByRoute. */
const PAGE_VIEWS = [
  pageView(
    'home',
    t.type({
      blocks: t.readonlyArray(HomeBlockCodec),
      startFrom: t.readonlyArray(ArticleCodec),
      prices: PriceStyleCodec,
    }),
  ),
  pageView(
    'design',
    t.type({
      design: DesignDetailCodec,
      prices: PriceStyleCodec,
      articleId: ArticleIdCodec,
      reviews: t.union([ShownReviewListCodec, t.null]),
    }),
  ),
  pageView(
    'reviews',
    t.type({
      list: ShownReviewListCodec,
      filter: t.partial({ rating: t.number, articleId: t.number }),
      order: t.union([ReviewableOrderCodec, t.null]),
      orderAsked: t.union([t.string, t.null]),
      token: t.union([t.string, t.null]),
    }),
  ),
  pageView('newsletter', t.type({ token: t.union([t.string, t.null]) })),
  pageView('unsubscribe', t.type({ token: t.union([t.string, t.null]) })),
  pageView('designs', t.type({ ...listed, article: ArticleCodec })),
  pageView('tag', t.type({ ...listed, tag: TagWithCountCodec })),
  pageView('search', t.type({ ...listed, query: t.string })),
  pageView('offers', t.type({ ...listed, articles: t.readonlyArray(ArticleCodec) })),
  pageView('tags-list', t.type({ tags: t.readonlyArray(TagWithCountCodec) })),
  pageView('landing', t.type({ landing: LandingPageCodec, sort: SortCodec, prices: PriceStyleCodec })),
  pageView('cart', t.type({ cart: CartViewCodec, pictures: t.record(t.string, CataloguePictureCodec) })),
  pageView(
    'order-completed',
    t.type({
      summary: OrderSummaryCodec,
      payment: PaymentStatusCodec,
      prices: PriceStyleCodec,
    }),
  ),
  pageView('tracking', t.type({ countries: t.readonlyArray(t.string) })),
  pageView(
    'accounts-home',
    t.type({
      firstName: t.string,
      latestOrders: t.readonlyArray(AccountOrderCodec),
      openTickets: t.readonlyArray(AccountTicketCodec),
      prices: PriceStyleCodec,
    }),
  ),
  pageView(
    'accounts-orders',
    t.union([
      t.type({
        filter: oneOf<DateFilter>(DATE_FILTERS, 'DateFilter'),
        orders: t.readonlyArray(AccountOrderCodec),
        prices: PriceStyleCodec,
      }),
      OrderDeskPageCodec,
    ]),
  ),
  pageView(
    'accounts-order',
    t.union([
      t.type({
        order: AccountOrderDetailCodec,
        summary: OrderSummaryCodec,
        payment: PaymentStatusCodec,
        tracking: t.union([OrderTrackingCodec, t.null]),
        pictures: t.record(t.string, CataloguePictureCodec),
        prices: PriceStyleCodec,
        invoiceUrl: t.union([t.string, t.null]),
        creditNoteUrl: t.union([t.string, t.null]),
        reviewable: t.boolean,
      }),
      DeskOrderPageCodec,
    ]),
  ),
  pageView(
    'tracking-detail',
    t.type({
      query: TrackingQueryCodec,
      tracking: t.union([OrderTrackingCodec, t.null]),
      countries: t.readonlyArray(t.string),
    }),
  ),
  pageView(
    'tracking-user-required-action',
    t.type({ query: TrackingQueryCodec, tracking: OrderTrackingCodec, action: UserRequiredActionCodec }),
  ),
  pageView('login', t.type({ redirect: t.union([t.string, t.null]) })),
  pageView('password-reset', t.type({ token: t.union([t.string, t.null]) })),
  pageView('sign-up', t.type({})),
  pageView(
    'checkout',
    t.intersection([
      t.type({
        step: t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4)]),
        checkout: CheckoutViewCodec,
        cart: CartViewCodec,
        shipmentOptions: t.union([ShipmentOptionsCodec, t.null]),
      }),
      t.partial({ savedAddresses: t.union([DefaultAddressesCodec, t.null]) }),
    ]),
  ),
  pageView('help-center', HelpCenterPageCodec),
  pageView('help-center-category', HelpCategoryPageCodec),
  pageView('help-center-topic', HelpTopicPageCodec),
  pageView('about-us', TextPageCodec),
  pageView('terms', TextPageCodec),
  pageView('contact', TextPageCodec),
  pageView('accounts-tickets', t.union([AccountTicketsPageCodec, SupportDeskPageCodec])),
  pageView('accounts-profile', AccountProfilePageCodec),
  pageView(
    'create',
    t.type({
      article: ArticleCodec,
      prices: PriceStyleCodec,
      template: t.union([
        t.type({ designId: DesignIdCodec, name: t.string, artworks: t.readonlyArray(DesignArtworkCodec) }),
        t.null,
      ]),
      projectId: t.union([t.string, t.null]),
      lineId: t.union([t.string, t.null]),
    }),
  ),
  pageView(
    'accounts-designs',
    t.type({
      sort: SortCodec,
      kept: t.readonlyArray(
        t.type({
          designId: DesignIdCodec,
          slug: t.string,
          name: t.string,
          savedAt: t.string,
          article: t.type({ id: ArticleIdCodec, name: t.string, personalisable: t.boolean }),
          picture: t.union([CataloguePictureCodec, t.null]),
        }),
      ),
    }),
  ),
  pageView('accounts-config', SiteConfigPageCodec),
  pageView('accounts-designs-admin', DesignDeskPageCodec),
  pageView('accounts-design-admin', DeskDesignPageCodec),
  pageView('accounts-commissions', CommissionsPageCodec),
  pageView('accounts-invoices', InvoicesPageCodec),
] as const;

/** A page route without its payload codec opens only by a full load: client-side navigation would fail to decode it. */
type MissingPayloadCodec = Exclude<PageRouteName, t.TypeOf<(typeof PAGE_VIEWS)[number]>['routeName']>;
const everyPageHasItsCodec: [MissingPayloadCodec] extends [never] ? true : MissingPayloadCodec = true;
void everyPageHasItsCodec;

/** The `{path}/_payload.json` answer: what the server decided for a page, for client-side navigation. */
export const PageOutcomeCodec: t.Type<PageOutcome, unknown, unknown> = t.union([
  ...PAGE_VIEWS,
  t.type({ kind: t.literal('redirect'), to: t.string, status: t.literal(302) }),
  t.type({ kind: t.literal('error'), status: t.union([t.literal(404), t.literal(500)]), message: t.string }),
]) as unknown as t.Type<PageOutcome, unknown, unknown>;

const PAGE_VIEW_OF = new Map<string, t.Mixed>(PAGE_VIEWS.map((view) => [view.types[0].props.routeName.value, view]));

/**
 * The payload as it goes on the wire: a page's data through its own view codec (so a Shop API view nested in it
 * keeps its wire names), found by route name rather than tried member by member as the union would.
 */
export const encodePageOutcome = (outcome: PageOutcome): unknown =>
  outcome.kind === 'page' ? (PAGE_VIEW_OF.get(outcome.routeName)?.encode(outcome) ?? outcome) : outcome;

export const PAGE_PAYLOAD_SUFFIX = '/_payload.json';

/** '/design/x/1' → '/design/x/1/_payload.json'; '/' → '/_payload.json'. */
export const payloadPathOf = (pagePath: string) => `${pagePath.replace(/\/$/, '')}${PAGE_PAYLOAD_SUFFIX}`;

/** The page path a payload path stands for, or null when it is not a payload path. */
export const pagePathOf = (payloadPath: string): string | null =>
  payloadPath.endsWith(PAGE_PAYLOAD_SUFFIX) ? payloadPath.slice(0, -PAGE_PAYLOAD_SUFFIX.length) || '/' : null;
