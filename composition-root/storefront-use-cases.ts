import type { Container } from 'inversify';
import { newIdempotencyKey } from './idempotency-keys.ts';
import { addToCart } from '../core/storefront/carts/add-to-cart.use-case.ts';
import type { CartGateway } from '../core/storefront/carts/cart-gateway.port.ts';
import type { CartChangeNotices } from '../core/storefront/carts/cart-change-notices.port.ts';
import { cartUseCases } from '../core/storefront/carts/change-cart.use-cases.ts';
import { showMoreDesigns } from '../core/storefront/catalogue/show-more-designs.use-case.ts';
import type { StorefrontUseCases } from '../ui/app/use-cases.tsx';
import type { ContactGateway } from '../core/storefront/help-center/contact-gateway.port.ts';
import { sendContactMessage } from '../core/storefront/help-center/send-contact-message.use-case.ts';
import type { SessionUseCases } from '../ui/app/session-use-cases.ts';
import { SESSION_USE_CASES } from './session-use-cases.ts';
import { AUTH_USE_CASES } from './auth-use-cases.ts';
import { PLATFORM_USE_CASES } from './platform-use-cases.ts';
import { TOKENS } from './tokens.ts';

/** The UI's use cases over whichever adapters the container holds: in-process on the server, HTTP in the browser. */
export const bindStorefrontUseCases = (container: Container) => {
  container
    .bind(TOKENS.storefrontUseCases)
    .toResolvedValue(
      (
        catalogue,
        openPage,
        logError,
        cartGateway: CartGateway,
        session: SessionUseCases,
        contact: ContactGateway,
        cartNotices: CartChangeNotices,
      ): StorefrontUseCases => ({
        session,
        auth: container.get(AUTH_USE_CASES),
        platform: container.get(PLATFORM_USE_CASES),
        sendContactMessage: (form) => sendContactMessage(contact)(form, newIdempotencyKey()),
        cart: cartUseCases(cartGateway, cartNotices, catalogue),
        checkout: container.get(TOKENS.checkoutUseCases),
        orders: container.get(TOKENS.orderUseCases),
        addToCart: addToCart(cartGateway, newIdempotencyKey, cartNotices),
        openPage,
        logError,
        showMoreDesigns: showMoreDesigns(catalogue),
      }),
      [
        TOKENS.catalogueGateway,
        TOKENS.openPage,
        TOKENS.logError,
        TOKENS.cartGateway,
        SESSION_USE_CASES,
        TOKENS.contactGateway,
        TOKENS.cartChangeNotices,
      ],
    )
    .inSingletonScope();
};
