import type { AccountProfilePageData, AccountTicketsPageData } from '../accounts/load-self-service-pages.use-case.ts';
import type { AccountsSection } from '../../domain/customers/accounts-permissions.ts';
import type {
  AccountOrderPageData,
  AccountOrdersPageData,
  AccountsHomePageData,
} from '../accounts/account-pages.use-cases.ts';
import type { Layout } from '../../domain/routing/layout.ts';
import type { RouteName } from '../../domain/routing/route-table.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { LoginPageData, PasswordResetPageData, SignUpPageData } from '../auth/load-auth-pages.use-case.ts';
import type {
  HelpCategoryPageData,
  HelpCenterPageData,
  HelpTopicPageData,
  TextPageData,
} from '../help-center/load-help-center-pages.use-case.ts';
import type {
  OrderCompletedPageData,
  RefundActionPageData,
  TrackingDetailPageData,
  TrackingLookupPageData,
} from '../orders/order-pages.use-cases.ts';
import type { CheckoutPageData } from '../checkout/load-checkout-page.use-case.ts';
import type { CartPageData } from '../carts/load-cart-page.use-case.ts';
import type { NewsletterPageData, ReviewsPageData } from '../community/community-pages.use-cases.ts';
import type { ShownReviewList } from '../community/community-gateway.port.ts';
import type { DesignPageData } from '../catalogue/load-design-page.use-case.ts';
import type { HomePageData } from '../catalogue/load-home-page.use-case.ts';
import type {
  ArticleDesignsPageData,
  OffersPageData,
  SearchPageData,
  TagPageData,
} from '../catalogue/load-design-lists.use-case.ts';
import type { LandingPageData, TagsListPageData } from '../catalogue/load-landing-pages.use-case.ts';
import type { CreatePageData } from '../personalisation/load-create-page.use-case.ts';
import type {
  DeskOrderPageData,
  OrderDeskPageData,
  SiteConfigPageData,
  SupportDeskPageData,
} from '../back-office/load-desk-pages.use-case.ts';
import type { DeskDesignPageData, DesignDeskPageData } from '../back-office/load-design-desk-pages.use-case.ts';
import type { CommissionsPageData } from '../back-office/load-commissions-page.use-case.ts';
import type { InvoicesPageData } from '../back-office/load-invoices-page.use-case.ts';
import type { SavedDesignsPageData } from '../personalisation/load-saved-designs-page.use-case.ts';

/** The data each page needs, by route name; a route missing here has no page yet. */
export type PageDataByRoute = {
  readonly 'help-center': HelpCenterPageData;
  readonly 'help-center-category': HelpCategoryPageData;
  readonly 'help-center-topic': HelpTopicPageData;
  readonly 'about-us': TextPageData;
  readonly terms: TextPageData;
  readonly contact: TextPageData;
  readonly cart: CartPageData;
  readonly checkout: CheckoutPageData;
  readonly 'order-completed': OrderCompletedPageData;
  readonly tracking: TrackingLookupPageData;
  readonly 'tracking-detail': TrackingDetailPageData;
  readonly 'tracking-user-required-action': RefundActionPageData;
  readonly home: HomePageData;
  readonly login: LoginPageData;
  readonly 'password-reset': PasswordResetPageData;
  readonly 'sign-up': SignUpPageData;
  readonly design: DesignPageData & { readonly reviews: ShownReviewList | null };
  readonly reviews: ReviewsPageData;
  readonly newsletter: NewsletterPageData;
  readonly unsubscribe: NewsletterPageData;
  readonly designs: ArticleDesignsPageData;
  readonly tag: TagPageData;
  readonly search: SearchPageData;
  readonly offers: OffersPageData;
  readonly 'tags-list': TagsListPageData;
  readonly landing: LandingPageData;
  readonly 'accounts-tickets': AccountTicketsPageData | SupportDeskPageData;
  readonly 'accounts-profile': AccountProfilePageData;
  readonly 'accounts-home': AccountsHomePageData;
  readonly 'accounts-orders': AccountOrdersPageData | OrderDeskPageData;
  readonly 'accounts-order': AccountOrderPageData | DeskOrderPageData;
  readonly create: CreatePageData;
  readonly 'accounts-designs': SavedDesignsPageData;
  readonly 'accounts-config': SiteConfigPageData;
  readonly 'accounts-designs-admin': DesignDeskPageData;
  readonly 'accounts-design-admin': DeskDesignPageData;
  readonly 'accounts-commissions': CommissionsPageData;
  readonly 'accounts-invoices': InvoicesPageData;
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

/** Where a redirect goes: 302 where a guard sends the visitor, 308 to the canonical URL of the page asked for. */
export type PageRedirect = { readonly kind: 'redirect'; readonly to: string; readonly status: 302 | 308 };

/** What opening a path gives: a page to render, somewhere else to go, or an error page with its status. */
export type PageOutcome =
  PageView | PageRedirect | { readonly kind: 'error'; readonly status: 404 | 500; readonly message: string };
