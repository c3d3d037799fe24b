
import type { ReorderOutcome } from '../../core/storefront/accounts/reorder.use-case.ts';
import { createContext, useContext, type ReactNode } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { HomeBlock } from '../../core/domain/catalogue/design.ts';
import type { AddToCartRequest } from '../../core/storefront/carts/add-to-cart.use-case.ts';
import type { CartChangeError } from '../../core/storefront/carts/cart-gateway.port.ts';
import type { ShownCart } from '../../core/storefront/carts/shown-cart.ts';
import type { CommunityUseCases } from '../../core/storefront/community/community-pages.use-cases.ts';
import type { OrderUseCases } from '../../core/storefront/orders/order-pages.use-cases.ts';
import type { CheckoutUseCases } from '../../core/storefront/checkout/checkout-page.use-cases.ts';
import type { CartUseCases } from '../../core/storefront/carts/change-cart.use-cases.ts';
import type { PageOutcome } from '../../core/storefront/navigation/page-outcome.ts';
import type { ContactForm } from '../../core/storefront/help-center/contact-form.ts';
import type { ContactOutcome } from '../../core/storefront/help-center/contact-gateway.port.ts';
import type { SelfServiceUseCases } from '../../core/storefront/accounts/self-service.use-cases.ts';
import type { BackOfficeUseCases } from '../../core/storefront/back-office/back-office.use-cases.ts';
import type { SessionUseCases } from './session-use-cases.ts';
import type { AuthUseCases } from './auth-use-cases.ts';
import type { PlatformUseCases } from './platform-use-cases.ts';
import type { PersonalisationUseCases } from '../../core/storefront/personalisation/personalisation.use-cases.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';
import type { AccountOrderLine } from '../../core/domain/customers/account-history.ts';

/** Everything the UI may ask of the storefront, resolved by the composition root. */
export type StorefrontUseCases = {
  /** Opens a page: route match, guards and data; `search` is the URL's query part ('' or '?…'). */
  readonly openPage: (path: string, search: string) => ResultAsync<PageOutcome, ShopUnavailable>;
  /** Reports an error the shopper saw to the server log, at level ERROR. */
  readonly logError: (message: string) => ResultAsync<void, never>;
  readonly showMoreDesigns: (block: HomeBlock) => ResultAsync<HomeBlock, ShopUnavailable>;
  /** Session object, consent and page events (browser effects; inert while rendering on the server). */
  readonly session: SessionUseCases;
  /** Sign-in and sign-out through the auth provider (browser requests; signed-out while rendering on the server). */
  readonly auth: AuthUseCases;
  /** New builds, the viewport cookie, icons and uploads (browser effects; inert while rendering on the server). */
  readonly platform: PlatformUseCases;
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
  readonly personalisation: PersonalisationUseCases<Blob>;
};

const UseCasesContext = createContext<StorefrontUseCases | null>(null);

export const UseCasesProvider = ({ useCases, children }: { useCases: StorefrontUseCases; children: ReactNode }) => (
  <UseCasesContext.Provider value={useCases}>{children}</UseCasesContext.Provider>
);

export const useUseCases = (): StorefrontUseCases => {
  const useCases = useContext(UseCasesContext);
  if (!useCases) throw new Error('useUseCases needs a UseCasesProvider above it');
  return useCases;
};
