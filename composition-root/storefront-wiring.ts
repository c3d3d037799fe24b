import { reorder } from '../core/storefront/accounts/reorder.use-case.ts';
import { newIdempotencyKey } from './idempotency-keys.ts';
import { addToCart } from '../core/storefront/carts/add-to-cart.use-case.ts';
import type { CartGateway } from '../core/storefront/carts/cart-gateway.port.ts';
import type { CartChangeNotices } from '../core/storefront/carts/cart-change-notices.port.ts';
import { cartUseCases } from '../core/storefront/carts/change-cart.use-cases.ts';
import type { CatalogueGateway } from '../core/storefront/catalogue/catalogue-gateway.port.ts';
import { showMoreDesigns } from '../core/storefront/catalogue/show-more-designs.use-case.ts';
import type { StorefrontUseCases } from '../ui/app/use-cases.tsx';
import type { ContactGateway } from '../core/storefront/help-center/contact-gateway.port.ts';
import { sendContactMessage } from '../core/storefront/help-center/send-contact-message.use-case.ts';
import { SESSION_USE_CASES } from './session-wiring.ts';
import { AUTH_USE_CASES } from './auth-wiring.ts';
import { PLATFORM_USE_CASES } from './platform-wiring.ts';
import { TOKENS } from './tokens.ts';
import { SELF_SERVICE_USE_CASES } from './self-service-wiring.ts';
import type { ConstantBindings } from './browser/constant-container.ts';
import { BACK_OFFICE_USE_CASES } from './back-office-wiring.ts';

/** The ports and ready-made use cases the storefront's use cases are assembled from. */
export type StorefrontParts = Pick<
  StorefrontUseCases,
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
};

/**
 * The UI's use cases over whichever adapters are given: in-process on the server, HTTP in the browser.
 * Each is named rather than spread: the server builds these per request, and a rest spread copies slowly.
 */
export const storefrontUseCasesOf = (parts: StorefrontParts): StorefrontUseCases => ({
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
  sendContactMessage: (form) => sendContactMessage(parts.contact)(form, newIdempotencyKey()),
  cart: cartUseCases(parts.cartGateway, parts.cartNotices, parts.catalogue),
  addToCart: addToCart(parts.cartGateway, newIdempotencyKey, parts.cartNotices),
  reorder: reorder(parts.cartGateway, newIdempotencyKey, parts.cartNotices),
  showMoreDesigns: showMoreDesigns(parts.catalogue),
});

/** The browser's binding: one set of use cases per tab, from the ports bound before it. */
export const bindStorefrontUseCases = (container: ConstantBindings) => {
  container.bind(TOKENS.storefrontUseCases).toConstantValue(
    storefrontUseCasesOf({
      catalogue: container.get(TOKENS.catalogueGateway),
      openPage: container.get(TOKENS.openPage),
      logError: container.get(TOKENS.logError),
      cartGateway: container.get(TOKENS.cartGateway),
      session: container.get(SESSION_USE_CASES),
      contact: container.get(TOKENS.contactGateway),
      cartNotices: container.get(TOKENS.cartChangeNotices),
      auth: container.get(AUTH_USE_CASES),
      platform: container.get(PLATFORM_USE_CASES),
      checkout: container.get(TOKENS.checkoutUseCases),
      orders: container.get(TOKENS.orderUseCases),
      selfService: container.get(SELF_SERVICE_USE_CASES),
      community: container.get(TOKENS.communityUseCases),
      backOffice: container.get(BACK_OFFICE_USE_CASES),
      personalisation: container.get(TOKENS.personalisationUseCases),
    }),
  );
};
