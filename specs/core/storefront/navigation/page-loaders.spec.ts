import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleId } from '../../../../core/domain/catalogue/article.ts';
import type { CataloguePicture } from '../../../../core/domain/catalogue/catalogue-picture.ts';
import type { DesignDetail, DesignId, DesignPage, DesignSummary } from '../../../../core/domain/catalogue/design.ts';
import type { LandingPage } from '../../../../core/domain/catalogue/landing-page.ts';
import type { TagWithCount } from '../../../../core/domain/catalogue/tag.ts';
import type {
  AccountOrder,
  AccountOrderDetail,
  AccountTicket,
} from '../../../../core/domain/customers/account-history.ts';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import type { Query } from '../../../../core/domain/routing/query.ts';
import type { SafePath } from '../../../../core/domain/routing/safe-redirect.ts';
import type { CountryCode } from '../../../../core/domain/site/country.ts';
import { STORE_SLUGS } from '../../../../core/domain/site/stores.ts';
import type { AccountGateway } from '../../../../core/storefront/accounts/account-gateway.port.ts';
import type {
  ListedTicket,
  SelfServiceReads,
  ShownProfile,
  ShownTicket,
} from '../../../../core/storefront/accounts/self-service-gateway.port.ts';
import type {
  BackOfficeReads,
  ShownDeskOrder,
  ShownSiteConfig,
  SupportDeskList,
} from '../../../../core/storefront/back-office/back-office-gateway.port.ts';
import type { CommissionMonthList } from '../../../../core/storefront/back-office/commissions-gateway.port.ts';
import type { DesignDeskList, ShownDeskDesign } from '../../../../core/storefront/back-office/design-desk-views.ts';
import type {
  InvoiceRegisterList,
  InvoiceRegisterReads,
} from '../../../../core/storefront/back-office/invoice-register-gateway.ts';
import { LISTING_PAGE_SIZE } from '../../../../core/storefront/catalogue/listing.ts';
import { HOME_BLOCK_SIZE } from '../../../../core/storefront/catalogue/load-home-page.use-case.ts';
import { DESIGN_REVIEWS_PAGE_SIZE } from '../../../../core/storefront/community/community-pages.use-cases.ts';
import type {
  CommunityGateway,
  ReviewListQuery,
  ShownReviewList,
} from '../../../../core/storefront/community/community-gateway.port.ts';
import type {
  HelpCategory,
  HelpCategorySummary,
  HelpCenterGateway,
  HelpTopic,
} from '../../../../core/storefront/help-center/help-center-gateway.port.ts';
import { pageDataNotFound } from '../../../../core/storefront/navigation/page-errors.ts';
import {
  isPageRoute,
  loadPageData,
  pageLoadersOf,
  type PageLoaderPorts,
  type PageLoaders,
} from '../../../../core/storefront/navigation/page-loaders.ts';
import type { PageDataByRoute, PageRouteName } from '../../../../core/storefront/navigation/page-outcome.ts';
import type { OrderReader } from '../../../../core/storefront/orders/order-gateway.port.ts';
import type {
  ShownOrderSummary,
  ShownPaymentStatus,
  ShownTracking,
} from '../../../../core/storefront/orders/shown-order.ts';
import { fakeCatalogueGateway } from '../../../support/fake-catalogue-gateway.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { matched } from '../../../support/routing.ts';
import { aShownCart } from '../../../support/shown-cart-mother.ts';
import { aCheckoutAt, someShipmentOptions } from '../../../support/shown-checkout-mother.ts';

// An Italian store whose config drops the decimals: catalogue prices show none, charged money always shows them.
const PRICES = { locale: 'it-IT', withDecimals: false };
const CHARGED = { locale: 'it-IT', withDecimals: true };
const COUNTRIES = ['IT'] as CountryCode[];

const eur = (amount: number) => ({ amount: amount as Cents, currency: 'EUR' as const });
const amount = (n: number) => ({ amount: n, currency: 'EUR' });

// The catalogue: a cat printed on a mug or a cup, tagged 'cats', and a summer landing page.
const PICTURE: CataloguePicture = {
  sources: [],
  fallback: { src: '/cat-on-mug.jpg', width: 960, height: 960 },
  alt: 'Cat',
};
const MUG: Article = {
  id: 7 as ArticleId,
  slug: 'mug',
  kind: 'mug',
  name: 'Mug',
  namePlural: 'Mugs',
  description: 'A mug',
  imageFormats: 'photo',
  picture: PICTURE,
  personalisable: true,
  price: { amount: 1250 as Cents, currency: 'EUR' },
  compareAtPrice: null,
};
const CUP: Article = { ...MUG, id: 8 as ArticleId, slug: 'cup', name: 'Cup', namePlural: 'Cups', picture: null };
const CAT: DesignSummary = { id: 'd1' as DesignId, slug: 'cat', name: 'Cat', collection: 'OUTLET' };
const ARTWORK = { id: 'd1-art-square', width: 3600, height: 3600, src: '/media/d1-art-square-3600.png' };
const DESIGN: DesignDetail = { ...CAT, articles: [MUG, CUP], artworks: [ARTWORK], tags: [], rating: null };
const CATS_TAG: TagWithCount = { id: 't1', slug: 'cats', name: 'Cats', designCount: 1 };
const cats = (page: number): DesignPage => ({ designs: [CAT], page, pageSize: LISTING_PAGE_SIZE, total: 1 });
const NO_DESIGNS: DesignPage = { designs: [], page: 1, pageSize: LISTING_PAGE_SIZE, total: 0 };
const HOME_BLOCKS = [{ collection: 'OUTLET' as const, designs: { ...cats(1), pageSize: HOME_BLOCK_SIZE } }];
const LANDING: LandingPage = {
  slug: 'summer',
  title: 'Summer',
  body: '',
  listMode: 'LIST_DESIGNS',
  filter: {},
  designs: cats(1),
  articles: [],
};

// Order ES-1, paid, on its way to Madrid, with a refund form waiting.
const SUMMARY: ShownOrderSummary = {
  publicId: 'ES-1',
  placedAt: 0,
  email: 'lucia@example.com',
  shippingAddress: { line1: 'Calle Mayor 1', line2: null, postalCode: '28001', city: 'Madrid', country: 'ES' },
  pickupPoint: null,
  lines: [{ id: 'l1', name: 'Mug', quantity: 1, unitPrice: eur(1250), lineTotal: eur(1250), urlPreview: null }],
  subtotal: eur(1250),
  shipping: eur(395),
  discount: eur(0),
  total: eur(1645),
  invoiceUrl: null,
};
const PAID: ShownPaymentStatus = {
  method: 'CARD',
  kind: 'ONLINE_PREPAID',
  status: 'PAID',
  canRetry: false,
  retryMethods: [],
};
const TRACKING: ShownTracking = {
  publicId: 'ES-1',
  statusName: 'SENT',
  commercialStatusName: 'PAID',
  shipment: { carrier: null, trackingNumber: null, state: 'PROCESSING', timeline: [] },
  pickupPoint: null,
  userRequiredActions: [{ publicId: 'act-1', type: 'PROVIDE_DATA_TO_REFUND', status: 'PENDING' }],
};
const TRACKING_QUERY = { publicId: 'ES-1', postalCode: '28001', country: 'ES' };
const TRACKED = { shipment_postal_code: '28001', shipment_country: 'ES' };

// Ana's account: one order, one pending ticket, her profile and address book.
const ORDER: AccountOrder = {
  publicId: 'ES-1',
  store: 'WPX-IT',
  status: 9,
  commercialStatus: 8,
  total: amount(1645),
  itemCount: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const DETAIL: AccountOrderDetail = {
  ...ORDER,
  paymentMethod: 'CARD',
  subtotal: amount(1250),
  shipping: amount(395),
  discount: amount(0),
  promotionCode: null,
  shipmentCountry: 'ES',
  shipmentPostalCode: '28001',
  lines: [{ articleId: 7, designId: 'd1', name: 'Mug', quantity: 1, unitPrice: amount(1250) }],
};
const TICKET: AccountTicket = {
  publicId: 'T-1',
  subject: 'Where is it?',
  status: 'PENDING',
  contactType: 'helpCenter',
  orderPublicId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const PROFILE: ShownProfile = {
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'García',
  phone: null,
  locale: 'it',
  customerType: 'PERSON',
  companyName: null,
  vatId: null,
  birthDate: null,
  dataExportUrl: '/accounts/data-export',
};
const LISTED: ListedTicket = {
  publicId: '4810273561',
  subject: 'Address',
  status: 'PENDING',
  orderPublicId: null,
  updatedAt: '',
};
const SHOWN_TICKET: ShownTicket = { ...LISTED, contactType: 'helpCenter', attachmentUrl: null, messages: [] };
const HOME_ADDRESS = {
  id: 'address-0001',
  line1: 'Via Roma 1',
  line2: null,
  postalCode: '00100',
  city: 'Roma',
  country: 'IT',
  isDefaultBilling: true,
  isDefaultShipping: true,
};

// The help center, in English.
const CATEGORY_SUMMARY: HelpCategorySummary = { id: 4, name: 'Shipping', topicCount: 1 };
const CATEGORY: HelpCategory = { id: 4, name: 'Shipping', topics: [{ id: '23', slug: 'shipping_23', title: 'When?' }] };
const TOPIC: HelpTopic = { id: '23', slug: 'shipping_23', title: 'When?', categoryId: 4, body: '<p>Soon</p>' };

// The administrator's desks and the affiliate programme.
const DESK_ORDER = { publicId: 'ES-1', lines: [] } as unknown as ShownDeskOrder;
const SUPPORT_LIST: SupportDeskList = { tickets: [], total: 0, page: 1, pageSize: 20 };
const DESK_DESIGNS: DesignDeskList = { designs: [], next: null };
const DESK_DESIGN = { id: 'd1', names: { en: 'Cat' } } as unknown as ShownDeskDesign;
const SITE_CONFIG: ShownSiteConfig = {
  config: {
    storeSlug: 'WPX-IT',
    currency: 'EUR',
    lang: 'it',
    brandName: 'Estampa',
    defaultCountryA2: 'IT',
    pricesWithDecimals: false,
    isLoginRequiredToAccess: false,
    analyticsId: null,
    pushNotificationsId: null,
  },
  countryChoices: ['IT'],
  changes: [],
  next: null,
};
const INVOICES: InvoiceRegisterList = { invoices: [], next: null, totals: [], csvUrl: '/invoices.csv' };
const MONTH: CommissionMonthList = {
  period: '2026-11',
  current: '2026-11',
  rows: [],
  next: null,
  rate: 500,
  rateChanges: [],
};
const REVIEWS: ShownReviewList = {
  reviews: [],
  page: 1,
  pageSize: 10,
  total: 0,
  summary: { average: null, total: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  articles: [],
};

const notFound = () => errAsync(pageDataNotFound());

/** Readers that answer only what the pages above ask for: a wrong id, slug or locale finds nothing. */
const orderGateway: OrderReader = {
  orderSummary: (publicId) => (publicId === 'ES-1' ? okAsync(SUMMARY) : notFound()),
  paymentStatus: (publicId) => (publicId === 'ES-1' ? okAsync(PAID) : notFound()),
  trackOrder: (query) =>
    query.publicId === 'ES-1' && query.postalCode === '28001' && query.country === 'ES'
      ? okAsync(TRACKING)
      : notFound(),
};
const accountGateway: AccountGateway = {
  firstName: () => okAsync('Ana'),
  orders: () => okAsync([ORDER]),
  order: (publicId) => (publicId === 'ES-1' ? okAsync(DETAIL) : notFound()),
  tickets: () => okAsync([TICKET]),
  savedDesigns: () => okAsync([]),
};
const helpCenter: HelpCenterGateway = {
  categories: (locale) => okAsync(locale === 'en' ? [CATEGORY_SUMMARY] : []),
  category: (id, locale) => okAsync(id === 4 && locale === 'en' ? CATEGORY : null),
  topic: (id, locale) => okAsync(id === 'shipping_23' && locale === 'en' ? TOPIC : null),
};
const selfService: SelfServiceReads = {
  tickets: () => okAsync([LISTED]),
  ticket: (publicId) => okAsync(publicId === LISTED.publicId ? SHOWN_TICKET : null),
  profile: () => okAsync(PROFILE),
  addressBook: () => okAsync([HOME_ADDRESS]),
};
const backOffice = (administrator: boolean): BackOfficeReads & InvoiceRegisterReads => ({
  administrator: () => okAsync(administrator),
  orders: () => okAsync({ orders: [], next: null }),
  order: (publicId) => okAsync(publicId === 'ES-1' ? DESK_ORDER : null),
  printFiles: () => okAsync([]),
  tickets: (_status, page) => okAsync({ ...SUPPORT_LIST, page }),
  ticket: () => okAsync(null),
  siteConfig: (store) => okAsync({ ...SITE_CONFIG, config: { ...SITE_CONFIG.config, storeSlug: store } }),
  designs: () => okAsync(DESK_DESIGNS),
  design: (id, locale) => okAsync(id === 'd1' && locale === 'en' ? DESK_DESIGN : null),
  invoices: () => okAsync(INVOICES),
});
const community = (reviews: CommunityGateway['reviews'] = () => okAsync(REVIEWS)) =>
  ({ reviews, reviewableOrder: () => okAsync(null) }) as unknown as CommunityGateway;

type LazyPort = 'helpCenter' | 'selfService' | 'backOffice' | 'commissions' | 'community';

/** One request's read ports; the lazily made ones record that they were asked for. */
const portsFor = ({ administrator = false, reviews = community() } = {}) => {
  const made: LazyPort[] = [];
  const making =
    <T>(name: LazyPort, port: T) =>
    () => {
      made.push(name);
      return port;
    };
  const ports: PageLoaderPorts = {
    store: 'WPX-IT',
    pricesWithDecimals: false,
    catalogue: fakeCatalogueGateway({
      homeBlocks: (size) => okAsync([{ collection: 'OUTLET', designs: { ...cats(1), pageSize: size } }]),
      design: (id) => okAsync(id === 'd1' ? DESIGN : null),
      article: (id) => okAsync(id === 7 ? MUG : null),
      designs: (filter, listing) =>
        okAsync(
          filter.articleId === 7 || filter.tagSlug === 'cats' || filter.text === 'cats'
            ? cats(listing.page)
            : NO_DESIGNS,
        ),
      tags: () => okAsync([CATS_TAG]),
      offers: (listing) => okAsync({ articles: [MUG], designs: cats(listing.page) }),
      landingPage: (slug) => okAsync(slug === 'summer' ? LANDING : null),
    }),
    cartGateway: { viewCart: () => okAsync(aShownCart()) },
    checkoutGateway: {
      viewCheckout: () => okAsync(aCheckoutAt(3)),
      shipmentOptions: () => okAsync(someShipmentOptions),
    },
    orderGateway,
    accountGateway,
    documentUrlsOf: { invoice: (id) => `/invoices/${id}.pdf`, creditNote: (id) => `/credit-notes/${id}.pdf` },
    helpCenter: making('helpCenter', helpCenter),
    selfService: making('selfService', selfService),
    savedAddresses: () => okAsync(null),
    backOffice: making('backOffice', backOffice(administrator)),
    commissions: making('commissions', {
      month: (period) => okAsync({ ...MONTH, period: period || MONTH.period }),
      affiliate: () => okAsync(null),
      csvUrl: (period) => `/commissions/${period}.csv`,
    }),
    community: making('community', reviews),
    delivery: { times: { carrierDays: () => okAsync([]) }, clock: fixedClock('2026-06-15T12:00:00Z') },
  };
  return { loaders: pageLoadersOf(ports), made };
};

type Page<R extends PageRouteName> = {
  readonly path: string;
  readonly query?: Query;
  readonly data: PageDataByRoute[R];
};

/** Every page of the storefront: a URL that opens it, and the data it loads from the readers above. */
const PAGES: { readonly [R in PageRouteName]: Page<R> } = {
  home: { path: '/', data: { blocks: HOME_BLOCKS, startFrom: [], prices: PRICES } },
  cart: { path: '/cart', data: { cart: aShownCart(), pictures: {} } },
  offers: {
    path: '/offers',
    query: { page: '2' },
    data: { articles: [MUG], designs: cats(2), sort: 'POPULARITY', prices: PRICES },
  },
  search: {
    path: '/search',
    query: { query: 'cats', sort: 'DATE_CREATION' },
    data: { designs: cats(1), sort: 'DATE_CREATION', prices: PRICES, query: 'cats' },
  },
  contact: { path: '/contact', data: {} },
  'about-us': { path: '/about-us', data: {} },
  terms: { path: '/terms', data: {} },
  reviews: {
    path: '/reviews',
    query: { rating: '5' },
    data: { list: REVIEWS, filter: { rating: 5 }, order: null, orderAsked: null, token: null },
  },
  checkout: {
    path: '/checkout',
    query: { step: '3' },
    data: { step: 3, checkout: aCheckoutAt(3), cart: aShownCart(), shipmentOptions: someShipmentOptions },
  },
  tag: { path: '/t/cats', data: { designs: cats(1), sort: 'POPULARITY', prices: PRICES, tag: CATS_TAG } },
  'tags-list': { path: '/tags-list', data: { tags: [CATS_TAG] } },
  newsletter: { path: '/newsletter', query: { token: 'n-1' }, data: { token: 'n-1' } },
  unsubscribe: { path: '/unsubscribe', query: { token: 'u-1' }, data: { token: 'u-1' } },
  login: { path: '/login', query: { redirect: '/cart' }, data: { redirect: '/cart' as SafePath } },
  'password-reset': { path: '/login/password-reset', query: { token: 'r-1' }, data: { token: 'r-1' } },
  'sign-up': { path: '/login/sign-up', data: {} },
  tracking: { path: '/tracking', data: { countries: COUNTRIES } },
  'tracking-detail': {
    path: '/tracking/ES-1',
    query: TRACKED,
    data: {
      query: TRACKING_QUERY,
      tracking: TRACKING,
      countries: COUNTRIES,
      order: { summary: SUMMARY, prices: CHARGED },
    },
  },
  'tracking-user-required-action': {
    path: '/tracking/ES-1/user_required_actions/act-1',
    query: TRACKED,
    data: { query: TRACKING_QUERY, tracking: TRACKING, action: TRACKING.userRequiredActions[0]! },
  },
  'order-completed': {
    path: '/order-completed',
    query: { order: 'ES-1' },
    data: { summary: SUMMARY, payment: PAID, prices: CHARGED },
  },
  'help-center': { path: '/en/help-center', data: { categories: [CATEGORY_SUMMARY] } },
  'help-center-topic': {
    path: '/en/help-center/topic/shipping_23',
    data: { topic: TOPIC, category: CATEGORY_SUMMARY },
  },
  'help-center-category': { path: '/en/help-center/category/4', data: { category: CATEGORY } },
  design: {
    path: '/design/cat/d1',
    query: { article_id: '8' },
    data: { design: DESIGN, prices: PRICES, articleId: CUP.id, deliveries: null, reviews: REVIEWS },
  },
  designs: {
    path: '/designs/mugs/7',
    data: { designs: cats(1), sort: 'POPULARITY', prices: PRICES, article: MUG },
  },
  create: {
    path: '/create/7',
    query: { design: 'd1', project: 'p-1', line: 'line-1' },
    data: {
      article: MUG,
      prices: PRICES,
      template: { designId: DESIGN.id, name: 'Cat', artworks: [ARTWORK] },
      projectId: 'p-1',
      lineId: 'line-1',
    },
  },
  'accounts-home': {
    path: '/accounts/home',
    data: { firstName: 'Ana', latestOrders: [ORDER], openTickets: [TICKET], prices: CHARGED },
  },
  'accounts-profile': {
    path: '/accounts/profile',
    data: { profile: PROFILE, addressBook: { addresses: [HOME_ADDRESS], countries: COUNTRIES } },
  },
  'accounts-designs': {
    path: '/accounts/designs',
    query: { sort: 'POPULARITY' },
    data: { sort: 'POPULARITY', kept: [] },
  },
  'accounts-tickets': {
    path: '/accounts/tickets',
    query: { ticket: LISTED.publicId },
    data: { customer: { name: 'Ana García', email: PROFILE.email }, tickets: [LISTED], open: SHOWN_TICKET },
  },
  'accounts-orders': {
    path: '/accounts/orders',
    query: { date_filter: 'this_year' },
    data: { filter: 'this_year', orders: [ORDER], prices: CHARGED },
  },
  'accounts-order': {
    path: '/accounts/orders/ES-1',
    data: {
      order: DETAIL,
      summary: SUMMARY,
      payment: PAID,
      tracking: TRACKING,
      pictures: { 'd1:7': PICTURE },
      prices: CHARGED,
      invoiceUrl: '/invoices/ES-1.pdf',
      creditNoteUrl: null,
      reviewable: false,
    },
  },
  'accounts-config': {
    path: '/accounts/config',
    data: { view: 'desk', stores: STORE_SLUGS, shown: SITE_CONFIG, before: null },
  },
  'accounts-invoices': {
    path: '/accounts/invoices',
    query: { standing: 'paid' },
    data: { query: { store: '', dateFilter: 'without', standing: 'paid', after: '' }, list: INVOICES },
  },
  'accounts-commissions': {
    path: '/accounts/commissions',
    data: { view: 'month', month: MONTH, csvUrl: '/commissions/2026-11.csv' },
  },
  'accounts-designs-admin': {
    path: '/accounts/designs/admin',
    query: { search: 'cat' },
    data: {
      view: 'designs',
      form: {
        search: 'cat',
        collection: '',
        tag: '',
        published: 'ALL',
        scope: '',
        sort: 'DATE_LAST_MODIFICATION',
        after: '',
      },
      list: DESK_DESIGNS,
      store: 'WPX-IT',
    },
  },
  'accounts-design-admin': {
    path: '/en/accounts/designs/admin/d1',
    data: { view: 'design', design: DESK_DESIGN, store: 'WPX-IT' },
  },
  landing: { path: '/summer', data: { landing: LANDING, sort: 'POPULARITY', prices: PRICES } },
};

const ROUTES = Object.keys(PAGES) as PageRouteName[];

const open = (name: PageRouteName, loaders = portsFor().loaders) => {
  const { path, query = {} } = PAGES[name];
  const match = matched(path, query);
  expect(match.route.name).toBe(name);
  return loaders[name](match);
};

describe('pageLoadersOf', () => {
  it('has a loader for every page, and no other', () => {
    expect(Object.keys(portsFor().loaders).sort()).toEqual([...ROUTES].sort());
  });

  it.each(ROUTES)('loads the %s page from the read ports', async (name) => {
    expect(await open(name)).toEqual(ok(PAGES[name].data));
  });

  describe('a design page sells without its reviews', () => {
    it("attaches the design's first page of reviews, read in the page's locale without the articles' list", async () => {
      const asked: ReviewListQuery[] = [];
      const { loaders } = portsFor({
        reviews: community((query) => {
          asked.push(query);
          return okAsync(REVIEWS);
        }),
      });
      const page = await loaders.design(matched('/en/design/cat/d1'));
      expect(page._unsafeUnwrap().reviews).toEqual(REVIEWS);
      expect(asked).toEqual([
        { page: 1, pageSize: DESIGN_REVIEWS_PAGE_SIZE, designId: 'd1', locale: 'en', withArticles: false },
      ]);
    });

    it('opens the design with no reviews when they cannot be read', async () => {
      const { loaders } = portsFor({ reviews: community(() => errAsync(apiRequestFailed('/reviews'))) });
      expect(await loaders.design(matched('/design/cat/d1'))).toEqual(
        ok({ design: DESIGN, prices: PRICES, articleId: MUG.id, deliveries: null, reviews: null }),
      );
    });

    it('asks for no reviews of a design the store does not sell', async () => {
      const { loaders, made } = portsFor();
      expect(await loaders.design(matched('/design/dog/d9'))).toEqual(err(pageDataNotFound()));
      expect(made).toEqual([]);
    });
  });

  describe("the accounts area shows the administrator's desk and the customer's own pages to anyone else", () => {
    it('lists every order on the desk for the administrator', async () => {
      const { loaders } = portsFor({ administrator: true });
      const desk = await loaders['accounts-orders'](matched('/accounts/orders', { search: 'ES-1' }));
      expect(desk).toEqual(
        ok({
          view: 'desk',
          query: { search: 'ES-1', store: '', status: '', dateFilter: 'without', after: '' },
          list: { orders: [], next: null },
        }),
      );
    });

    it('opens an order on the desk for the administrator', async () => {
      const { loaders } = portsFor({ administrator: true });
      expect(await loaders['accounts-order'](matched('/accounts/orders/ES-1'))).toEqual(
        ok({ view: 'desk', order: DESK_ORDER, printFiles: [] }),
      );
      expect(await loaders['accounts-order'](matched('/accounts/orders/ES-2'))).toEqual(err(pageDataNotFound()));
    });

    it("opens the support desk's page asked for the administrator", async () => {
      const { loaders } = portsFor({ administrator: true });
      expect(
        await loaders['accounts-tickets'](matched('/accounts/tickets', { status: 'RESOLVED', page: '2' })),
      ).toEqual(ok({ view: 'desk', status: 'RESOLVED', list: { ...SUPPORT_LIST, page: 2 }, open: null }));
    });

    it("answers a customer's order that is not theirs as not found", async () => {
      const { loaders } = portsFor();
      expect(await loaders['accounts-order'](matched('/accounts/orders/ES-2'))).toEqual(err(pageDataNotFound()));
    });
  });

  describe('the order-completed page', () => {
    const completed = (query: Query) => portsFor().loaders['order-completed'](matched('/order-completed', query));
    const page = { summary: SUMMARY, payment: PAID, prices: CHARGED };

    it('reads the order from ?order=, else from ?public_id=', async () => {
      expect(await completed({ public_id: 'ES-1' })).toEqual(ok(page));
      expect(await completed({ order: 'ES-1', public_id: 'ES-2' })).toEqual(ok(page));
    });

    it('is not found without an order', async () => {
      expect(await completed({})).toEqual(err(pageDataNotFound()));
    });
  });

  describe('the tracking pages', () => {
    it('read the order from the path and the postal code and country from the query', async () => {
      const { loaders } = portsFor();
      const page = await loaders['tracking-detail'](matched('/tracking/ES-1', TRACKED));
      expect(page._unsafeUnwrap().query).toEqual(TRACKING_QUERY);
    });

    it('say so on the page when the postal code or country is missing', async () => {
      const { loaders } = portsFor();
      expect(await loaders['tracking-detail'](matched('/tracking/ES-1', { shipment_country: 'ES' }))).toEqual(
        ok({
          query: { publicId: 'ES-1', postalCode: '', country: 'ES' },
          tracking: null,
          countries: COUNTRIES,
          order: null,
        }),
      );
    });

    it('do not find a refund action the order does not have', async () => {
      const { loaders } = portsFor();
      const action = matched('/tracking/ES-1/user_required_actions/act-2', TRACKED);
      expect(await loaders['tracking-user-required-action'](action)).toEqual(err(pageDataNotFound()));
    });
  });

  describe('a match that lacks what its page reads', () => {
    /** The match of `path` as another frontend might build it, without its path parameters. */
    const withoutParams = (path: string) => ({ ...matched(path), params: {} });

    it.each([
      ['help-center-topic', '/en/help-center/topic/shipping_23', false],
      ['design', '/design/cat/d1', false],
      ['designs', '/designs/mugs/7', false],
      ['tag', '/t/cats', false],
      ['landing', '/summer', false],
      ['create', '/create/7', false],
      ['accounts-order', '/accounts/orders/ES-1', false],
      ['accounts-order', '/accounts/orders/ES-1', true],
      ['accounts-design-admin', '/en/accounts/designs/admin/d1', true],
      ['tracking-user-required-action', '/tracking/ES-1/user_required_actions/act-1', false],
    ] as const)('reads a missing parameter of %s as empty: nothing is found', async (name, path, administrator) => {
      const { loaders } = portsFor({ administrator });
      expect(await loaders[name](withoutParams(path))).toEqual(err(pageDataNotFound()));
    });

    it('tracks no order without its number, postal code and country', async () => {
      const { loaders } = portsFor();
      expect(await loaders['tracking-detail'](withoutParams('/tracking/ES-1'))).toEqual(
        ok({ query: { publicId: '', postalCode: '', country: '' }, tracking: null, countries: COUNTRIES, order: null }),
      );
    });

    it('searches nothing without a search text', async () => {
      const { loaders } = portsFor();
      const match = { ...matched('/search', { query: 'cats' }), query: {} };
      expect(await loaders.search(match)).toEqual(
        ok({ designs: NO_DESIGNS, sort: 'POPULARITY', prices: PRICES, query: '' }),
      );
    });
  });

  describe('loadPageData', () => {
    it("names the page it loaded the match's data for", async () => {
      const { loaders } = portsFor();
      expect(await loadPageData(loaders, matched('/tags-list'))).toEqual(
        ok({ routeName: 'tags-list', data: { tags: [CATS_TAG] } }),
      );
    });

    it('answers a route this storefront has no page for as not built', async () => {
      const { tag: _unbuilt, ...built } = portsFor().loaders;
      expect(isPageRoute(built as PageLoaders, 'tag')).toBe(false);
      expect(await loadPageData(built as PageLoaders, matched('/t/cats'))).toEqual(
        err({ type: 'PageNotBuilt', routeName: 'tag' }),
      );
    });
  });

  it('asks the help center for a category by its number', async () => {
    const { loaders } = portsFor();
    expect(await loaders['help-center-category'](matched('/en/help-center/category/4'))).toEqual(
      ok({ category: CATEGORY }),
    );
    expect(await loaders['help-center-category'](matched('/en/help-center/category/5'))).toEqual(
      err(pageDataNotFound()),
    );
  });

  /** The ports made on demand each page needs; the pages not listed need none. */
  const MADE: { readonly [R in PageRouteName]?: readonly LazyPort[] } = {
    'help-center': ['helpCenter'],
    'help-center-category': ['helpCenter'],
    'help-center-topic': ['helpCenter'],
    design: ['community'],
    reviews: ['community'],
    'accounts-orders': ['backOffice'],
    'accounts-order': ['backOffice'],
    'accounts-tickets': ['backOffice', 'selfService'],
    'accounts-profile': ['selfService'],
    'accounts-config': ['backOffice'],
    'accounts-designs-admin': ['backOffice'],
    'accounts-design-admin': ['backOffice'],
    'accounts-invoices': ['backOffice'],
    'accounts-commissions': ['commissions'],
  };

  it.each(ROUTES)('makes only the lazy ports the %s page reads', async (name) => {
    const { loaders, made } = portsFor();
    await open(name, loaders);
    expect([...new Set(made)]).toEqual(MADE[name] ?? []);
  });
});
