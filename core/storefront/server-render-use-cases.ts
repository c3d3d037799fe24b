import { errAsync, okAsync } from 'neverthrow';
import { apiRequestFailed, authRuntimeError } from '../domain/errors/error-situations.ts';
import type { Clock } from '../domain/shared/clock.port.ts';
import type { IdGenerator } from '../domain/shared/id-generator.port.ts';
import { selfServiceUseCases } from './accounts/self-service.use-cases.ts';
import type { AuthUseCases } from './auth/auth-use-cases.ts';
import { backOfficeUseCases } from './back-office/back-office.use-cases.ts';
import type { CartGateway, CartReader } from './carts/cart-gateway.port.ts';
import type { CatalogueGateway } from './catalogue/catalogue-gateway.port.ts';
import { checkoutUseCases } from './checkout/checkout-page.use-cases.ts';
import type { CheckoutReader } from './checkout/checkout-gateway.port.ts';
import type { CommunityGateway } from './community/community-gateway.port.ts';
import { communityUseCases } from './community/community-pages.use-cases.ts';
import type { ContactGateway } from './help-center/contact-gateway.port.ts';
import type { OrderReader } from './orders/order-gateway.port.ts';
import { orderUseCases } from './orders/order-pages.use-cases.ts';
import type { PersonalisationUseCases } from './personalisation/personalisation.use-cases.ts';
import type { PlatformUseCases } from './platform/platform-use-cases.ts';
import type { SessionGateway } from './session/session-gateway.port.ts';
import { sessionUseCasesOf } from './session/session-use-cases.ts';
import { requestKeysOf, storefrontUseCasesOf, type StorefrontUseCases } from './storefront-use-cases.ts';
import { noCartNotices } from './carts/cart-change-notices.port.ts';

/**
 * A page rendered on the server reads and never writes: every write runs from a shopper's click, which only happens
 * in the browser, so on the server each is bound to a refusal and none can write by mistake.
 */
const refused = () => errAsync(apiRequestFailed('writes are sent from the browser'));

const renderOnlyCart = (reader: CartReader): CartGateway => ({
  viewCart: () => reader.viewCart(),
  addLine: refused,
  changeQuantity: refused,
  removeLine: refused,
  applyPromotion: refused,
  removePromotion: refused,
});

const renderOnlyCheckout = (
  reader: Pick<CheckoutReader, 'shipmentOptions'>,
): Parameters<typeof checkoutUseCases>[0] => ({
  shipmentOptions: (query) => reader.shipmentOptions(query),
  goToStep: refused,
  submitContact: refused,
  submitAddresses: refused,
  submitShipment: refused,
  placeOrder: refused,
});

const renderOnlyOrders = (reader: Pick<OrderReader, 'paymentStatus'>): Parameters<typeof orderUseCases>[0] => ({
  paymentStatus: (publicId) => reader.paymentStatus(publicId),
  retryPayment: refused,
  submitRefundData: refused,
});

const renderOnlyContact: ContactGateway = { openTicket: refused };

/** Reviews and the newsletter are read while rendering; writing a review or subscribing is the browser's request. */
const renderOnlyCommunity = (community: CommunityGateway): Parameters<typeof communityUseCases>[0] => ({
  reviews: (query) => community.reviews(query),
  ownNewsletter: () => community.ownNewsletter(),
  writeReview: refused,
  subscribe: refused,
  confirm: refused,
  unsubscribe: refused,
  setOwnNewsletter: refused,
});

/** What a render answers where the browser would act: nothing. */
const nothing = (): undefined => undefined;

/**
 * The session's use cases run from effects, which never run while rendering, and its writes belong to the visitor's
 * own browser (its screen, its consent click): the page reads the session and changes none of it.
 */
const renderOnlySession = (readSession: SessionGateway['current']) =>
  sessionUseCasesOf({
    gateway: { current: readSession, update: () => errAsync(apiRequestFailed('/api/session')) },
    sharing: { share: nothing, subscribe: () => nothing },
    signals: { push: nothing },
    integrations: { load: nothing },
    pageEvents: { send: () => okAsync(undefined) },
    analytics: { read: () => okAsync(null) },
  });

/** The server renders the signed-out header and lets the browser ask; signing in is the browser's own request. */
const renderOnlyAuth: AuthUseCases = {
  session: () => okAsync(null),
  signInWithPassword: () => errAsync(authRuntimeError()),
  sendSignInLink: () => errAsync(authRuntimeError()),
  signOut: () => errAsync(authRuntimeError()),
  signUp: () => errAsync(authRuntimeError()),
  requestPasswordReset: () => errAsync(authRuntimeError()),
  confirmPasswordReset: () => errAsync(authRuntimeError()),
};

/** Rendering draws each icon's empty box and never polls, writes cookies or uploads: the browser does, hydrated. */
const renderOnlyPlatform: PlatformUseCases<unknown> = {
  liveBuild: { watch: () => nothing, navigationKind: () => 'client' },
  watchViewport: () => nothing,
  loadIcon: (name) => errAsync({ type: 'IconUnavailable', name }),
  sessionWrites: () => 0,
  upload: () => errAsync({ type: 'UploadFailed' }),
};

/** The server renders the constructor's frame only: saving, uploads and buying happen in the browser. */
const renderOnlyPersonalisation: PersonalisationUseCases<never> = {
  openEditor: refused,
  autosave: refused,
  listUploads: refused,
  addToCart: refused,
  cartLine: refused,
  changeCartLine: refused,
  listProjects: refused,
  renameProject: refused,
  duplicateProject: refused,
  deleteProject: refused,
  templatePhoto: () => errAsync({ type: 'PictureUnavailable' }),
};

/** What one server render reads: the visitor's cart, checkout and orders, the catalogue, the session. */
export type ServerRenderPorts = {
  /** The page opener over this request's visitor and page loaders (`pageLoadersOf`). */
  readonly openPage: StorefrontUseCases['openPage'];
  readonly catalogue: CatalogueGateway;
  readonly cart: CartReader;
  readonly checkout: CheckoutReader;
  readonly orders: OrderReader;
  readonly community: CommunityGateway;
  readonly readSession: SessionGateway['current'];
  /** The forms' rules read today's date (the adult check) while the page renders them. */
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

/**
 * The storefront's use cases for one server render: the reads go to the shop, every write is refused (it is the
 * browser's own request once hydrated), and the server logs its own failures.
 */
export const serverRenderUseCasesOf = <Binary>(ports: ServerRenderPorts): StorefrontUseCases<Binary> => {
  const newKey = requestKeysOf(ports.ids);
  return storefrontUseCasesOf<Binary>({
    catalogue: ports.catalogue,
    cartGateway: renderOnlyCart(ports.cart),
    contact: renderOnlyContact,
    cartNotices: noCartNotices,
    ids: ports.ids,
    openPage: ports.openPage,
    logError: () => okAsync(undefined),
    session: renderOnlySession(ports.readSession),
    auth: renderOnlyAuth,
    platform: renderOnlyPlatform,
    checkout: checkoutUseCases(renderOnlyCheckout(ports.checkout), noCartNotices),
    orders: orderUseCases(renderOnlyOrders(ports.orders), newKey),
    selfService: selfServiceUseCases(
      {
        openTicket: refused,
        reply: refused,
        resolve: refused,
        updateProfile: refused,
        changePassword: refused,
        deleteAccount: refused,
        saveAddress: refused,
        removeAddress: refused,
        requestEmailChange: refused,
        confirmEmailChange: refused,
      },
      () => '',
      ports.clock,
    ),
    backOffice: backOfficeUseCases(
      {
        act: refused,
        addNote: refused,
        answer: refused,
        setTicketStatus: refused,
        changeSiteConfig: refused,
        editDesign: refused,
        setDesignPublished: refused,
        judgeReview: refused,
        markPaid: refused,
        setRate: refused,
      },
      newKey,
    ),
    community: communityUseCases(renderOnlyCommunity(ports.community), newKey),
    personalisation: renderOnlyPersonalisation,
  });
};
