import type { AccountProfilePage, AccountTicketsPage } from '../accounts/load-self-service-pages.use-case.ts';
import type { AccountsSection } from '../../domain/customers/accounts-permissions.ts';
import type { AccountOrderPage, AccountOrdersPage, AccountsHomePage } from '../accounts/account-pages.use-cases.ts';
import type { Layout } from '../../domain/routing/layout.ts';
import type { RouteName } from '../../domain/routing/route-table.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { LoginPageData, PasswordResetPageData } from '../auth/load-auth-pages.use-case.ts';
import type {
  HelpCategoryPage,
  HelpCenterPage,
  HelpTopicPage,
  TextPage,
} from '../help-center/load-help-center-pages.use-case.ts';
import type {
  OrderCompletedPage,
  RefundActionPage,
  TrackingDetailPage,
  TrackingLookupPage,
} from '../orders/order-pages.use-cases.ts';
import type { CheckoutPage } from '../checkout/load-checkout-page.use-case.ts';
import type { CartPage } from '../carts/load-cart-page.use-case.ts';
import type { NewsletterPage, ReviewsPage } from '../community/community-pages.use-cases.ts';
import type { ShownReviewList } from '../community/community-gateway.port.ts';
import type { DesignPageData } from '../catalogue/load-design-page.use-case.ts';
import type { HomePage } from '../catalogue/load-home-page.use-case.ts';
import type { ArticleDesignsPage, OffersPage, SearchPage, TagPage } from '../catalogue/load-design-lists.use-case.ts';
import type { LandingPageData, TagsListPage } from '../catalogue/load-landing-pages.use-case.ts';
import type { CreatePageData } from '../personalisation/load-create-page.use-case.ts';
import type {
  DeskOrderPage,
  OrderDeskPage,
  SiteConfigPage,
  SupportDeskPage,
} from '../back-office/load-desk-pages.use-case.ts';
import type { DeskDesignPage, DesignDeskPage } from '../back-office/load-design-desk-pages.use-case.ts';
import type { CommissionsPage } from '../back-office/load-commissions-page.use-case.ts';
import type { InvoicesPage } from '../back-office/load-invoices-page.use-case.ts';
import type { SavedDesignsPageData } from '../personalisation/load-saved-designs-page.use-case.ts';

/** The data each page needs, by route name; a route missing here has no page yet. */
export type PageDataByRoute = {
  readonly 'help-center': HelpCenterPage;
  readonly 'help-center-category': HelpCategoryPage;
  readonly 'help-center-topic': HelpTopicPage;
  readonly 'about-us': TextPage;
  readonly contact: TextPage;
  readonly cart: CartPage;
  readonly checkout: CheckoutPage;
  readonly 'order-completed': OrderCompletedPage;
  readonly tracking: TrackingLookupPage;
  readonly 'tracking-detail': TrackingDetailPage;
  readonly 'tracking-user-required-action': RefundActionPage;
  readonly home: HomePage;
  readonly login: LoginPageData;
  readonly 'password-reset': PasswordResetPageData;
  readonly design: DesignPageData & { readonly reviews: ShownReviewList | null };
  readonly reviews: ReviewsPage;
  readonly newsletter: NewsletterPage;
  readonly unsubscribe: NewsletterPage;
  readonly designs: ArticleDesignsPage;
  readonly tag: TagPage;
  readonly search: SearchPage;
  readonly offers: OffersPage;
  readonly 'tags-list': TagsListPage;
  readonly landing: LandingPageData;
  readonly 'accounts-tickets': AccountTicketsPage | SupportDeskPage;
  readonly 'accounts-profile': AccountProfilePage;
  readonly 'accounts-home': AccountsHomePage;
  readonly 'accounts-orders': AccountOrdersPage | OrderDeskPage;
  readonly 'accounts-order': AccountOrderPage | DeskOrderPage;
  readonly create: CreatePageData;
  readonly 'accounts-designs': SavedDesignsPageData;
  readonly 'accounts-config': SiteConfigPage;
  readonly 'accounts-designs-admin': DesignDeskPage;
  readonly 'accounts-design-admin': DeskDesignPage;
  readonly 'accounts-commissions': CommissionsPage;
  readonly 'accounts-invoices': InvoicesPage;
};

export type PageRouteName = keyof PageDataByRoute & RouteName;

export type PageView = {
  [R in PageRouteName]: {
    readonly kind: 'page';
    readonly routeName: R;
    readonly params: Readonly<Record<string, string>>;
    readonly locale: Locale;
    readonly layout: Layout;
    readonly keepAlive: boolean;
    readonly forceSsr: boolean;
    /** On an accounts page: the sections its navigation lists, those this customer may open. */
    readonly accountSections?: readonly AccountsSection[];
    /** Of those, the back office's: listed apart, for the administrator alone. */
    readonly backOfficeSections?: readonly AccountsSection[];
    readonly data: PageDataByRoute[R];
  };
}[PageRouteName];

/** What opening a path gives: a page to render, somewhere else to go, or an error page with its status. */
export type PageOutcome =
  | PageView
  | { readonly kind: 'redirect'; readonly to: string; readonly status: 302 }
  | { readonly kind: 'error'; readonly status: 404 | 500; readonly message: string };
