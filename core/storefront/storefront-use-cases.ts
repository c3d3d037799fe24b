import type { ResultAsync } from 'neverthrow';
import type { HomeBlock } from '../domain/catalogue/design.ts';
import type { SearchSuggestions } from '../domain/catalogue/search-suggestions.ts';
import type { AccountOrderLine } from '../domain/customers/account-history.ts';
import type { IdGenerator } from '../domain/shared/id-generator.port.ts';
import { reorder, type ReorderOutcome } from './accounts/reorder.use-case.ts';
import type { SelfServiceUseCases } from './accounts/self-service.use-cases.ts';
import type { AuthUseCases } from './auth/auth-use-cases.ts';
import type { BackOfficeUseCases } from './back-office/back-office.use-cases.ts';
import { addToCart, type AddToCartRequest } from './carts/add-to-cart.use-case.ts';
import type { CartChangeNotices } from './carts/cart-change-notices.port.ts';
import type { CartChangeError, CartGateway } from './carts/cart-gateway.port.ts';
import { cartUseCases, type CartUseCases } from './carts/change-cart.use-cases.ts';
import type { ShownCart } from './carts/shown-cart.ts';
import type { CatalogueGateway } from './catalogue/catalogue-gateway.port.ts';
import { showMoreDesigns } from './catalogue/show-more-designs.use-case.ts';
import { suggestSearch } from './catalogue/suggest-search.use-case.ts';
import type { CheckoutUseCases } from './checkout/checkout-page.use-cases.ts';
import type { CommunityUseCases } from './community/community-pages.use-cases.ts';
import type { ContactForm } from './help-center/contact-form.ts';
import type { ContactGateway, ContactOutcome } from './help-center/contact-gateway.port.ts';
import { sendContactMessage } from './help-center/send-contact-message.use-case.ts';
import type { PageOutcome } from './navigation/page-outcome.ts';
import type { OrderUseCases } from './orders/order-pages.use-cases.ts';
import type { PersonalisationUseCases } from './personalisation/personalisation.use-cases.ts';
import type { PlatformUseCases } from './platform/platform-use-cases.ts';
import type { SessionUseCases } from './session/session-use-cases.ts';
import type { ShopUnavailable } from './shop-unavailable.ts';

/**
 * Everything a storefront page may ask of the application: the one object a frontend is given (React reads it from
 * a context; another frontend calls it directly). Built by `storefrontUseCasesOf` over the ports of where it runs.
 * `Binary` is how the runtime holds a file's contents (a Blob in a browser).
 */
export type StorefrontUseCases<Binary = unknown> = {
  /** Opens a page: route match, guards and data; `search` is the URL's query part ('' or '?…'). */
  readonly openPage: (path: string, search: string) => ResultAsync<PageOutcome, ShopUnavailable>;
  /** Reports an error the shopper saw to the server log, at level ERROR. */
  readonly logError: (message: string) => ResultAsync<void, never>;
  /** The next designs of a home block, from the catalogue. */
  readonly showMoreDesigns: (block: HomeBlock) => ResultAsync<HomeBlock, ShopUnavailable>;
  /** What the header's search suggests for the text typed so far (nothing before two letters). */
  readonly suggestSearch: (text: string) => ResultAsync<SearchSuggestions, ShopUnavailable>;
  /** Session object, consent and page events (browser effects; inert while rendering on the server). */
  readonly session: SessionUseCases;
  /** Sign-in and sign-out through the auth provider (browser requests; signed-out while rendering on the server). */
  readonly auth: AuthUseCases;
  /** New builds, the viewport cookie, icons and uploads (browser effects; inert while rendering on the server). */
  readonly platform: PlatformUseCases<Binary>;
  /** Puts an article, printed with a design, in the session's cart (the design page's button). */
  readonly addToCart: (request: AddToCartRequest) => ResultAsync<ShownCart, CartChangeError>;
  /** Puts a past order's lines into the cart at today's prices, naming the repriced and the gone. */
  readonly reorder: (lines: readonly AccountOrderLine[]) => ResultAsync<ReorderOutcome, ShopUnavailable>;
  /** Sends the contact form as a support ticket (each send carries its own idempotency key for retries). */
  readonly sendContactMessage: (form: ContactForm) => ResultAsync<ContactOutcome, ShopUnavailable>;
  /** Changes to the session's cart on the cart page. */
  readonly cart: CartUseCases;
  /** The checkout's steps and placing the order. */
  readonly checkout: CheckoutUseCases;
  /** The payment status of a placed order, and the refund data form. */
  readonly orders: OrderUseCases;
  /** The signed-in customer's changes to their tickets and account (browser requests; inert while rendering). */
  readonly selfService: SelfServiceUseCases;
  /** The administrator's actions on orders and tickets (browser requests; inert while rendering). */
  readonly backOffice: BackOfficeUseCases;
  /** Reviews and the newsletter: writing a review, subscribing, confirming and unsubscribing. */
  readonly community: CommunityUseCases;
  /** The product constructor's saving, uploads and buying, and the account's saved designs. */
  readonly personalisation: PersonalisationUseCases<Binary>;
};

/** The ports and ready-made use cases the storefront's use cases are assembled from. */
export type StorefrontParts<Binary> = Pick<
  StorefrontUseCases<Binary>,
  | 'openPage'
  | 'logError'
  | 'session'
  | 'auth'
  | 'platform'
  | 'checkout'
  | 'orders'
  | 'selfService'
  | 'backOffice'
  | 'community'
  | 'personalisation'
> & {
  readonly catalogue: CatalogueGateway;
  readonly cartGateway: CartGateway;
  readonly contact: ContactGateway;
  readonly cartNotices: CartChangeNotices;
  /** The keys that let the shop apply a retried write once. */
  readonly ids: IdGenerator;
};

/** Letters and digits enough that two requests never share a key; any runtime can draw them. */
const REQUEST_KEY_LENGTH = 32;

/** A fresh key for each write the shop must apply once however often it is sent (an order, a payment, a ticket). */
export const requestKeysOf = (ids: IdGenerator) => (): string => ids.randomString(REQUEST_KEY_LENGTH);

/**
 * The storefront's use cases over whichever adapters are given: in-process on the server, HTTP in the browser.
 * Each is named rather than spread: the server builds these per request, and a rest spread copies slowly.
 */
export const storefrontUseCasesOf = <Binary>(parts: StorefrontParts<Binary>): StorefrontUseCases<Binary> => {
  const newKey = requestKeysOf(parts.ids);
  return {
    openPage: parts.openPage,
    logError: parts.logError,
    session: parts.session,
    auth: parts.auth,
    platform: parts.platform,
    checkout: parts.checkout,
    orders: parts.orders,
    selfService: parts.selfService,
    backOffice: parts.backOffice,
    community: parts.community,
    personalisation: parts.personalisation,
    sendContactMessage: (form) => sendContactMessage(parts.contact)(form, newKey()),
    cart: cartUseCases(parts.cartGateway, parts.cartNotices, parts.catalogue),
    addToCart: addToCart(parts.cartGateway, newKey, parts.cartNotices),
    reorder: reorder(parts.cartGateway, newKey, parts.cartNotices),
    showMoreDesigns: showMoreDesigns(parts.catalogue),
    suggestSearch: suggestSearch(parts.catalogue),
  };
};
