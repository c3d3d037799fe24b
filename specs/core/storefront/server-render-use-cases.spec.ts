import { err, ok, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../core/domain/catalogue/article.ts';
import type { DesignId, DesignPage } from '../../../core/domain/catalogue/design.ts';
import { apiRequestFailed, authRuntimeError } from '../../../core/domain/errors/error-situations.ts';
import type { PageEvent } from '../../../core/domain/marketing/page-event.ts';
import type { CartReader } from '../../../core/storefront/carts/cart-gateway.port.ts';
import type { CheckoutReader } from '../../../core/storefront/checkout/checkout-gateway.port.ts';
import type { CommunityGateway, ShownReviewList } from '../../../core/storefront/community/community-gateway.port.ts';
import type { OrderReader } from '../../../core/storefront/orders/order-gateway.port.ts';
import type { ShownPaymentStatus } from '../../../core/storefront/orders/shown-order.ts';
import { serverRenderUseCasesOf } from '../../../core/storefront/server-render-use-cases.ts';
import { fakeCatalogueGateway } from '../../support/fake-catalogue-gateway.ts';
import { fixedClock } from '../../support/fixed-clock.ts';
import { designDocument } from '../../support/personalisation-mother.ts';
import { aPageEvent } from '../../support/product-server-mother.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';
import { aSession } from '../../support/session-mother.ts';
import { aShownCart, eur } from '../../support/shown-cart-mother.ts';
import { aCheckoutAt, someShipmentOptions } from '../../support/shown-checkout-mother.ts';

const REFUSED = apiRequestFailed('writes are sent from the browser');
const SESSION = aSession({ screenWidth: null });
const PAYMENT: ShownPaymentStatus = {
  method: 'CARD',
  kind: 'ONLINE_PREPAID',
  status: 'CANCELED',
  canRetry: true,
  retryMethods: ['CARD'],
};
const REVIEWS: ShownReviewList = {
  reviews: [],
  page: 1,
  pageSize: 10,
  total: 0,
  summary: { average: null, total: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  articles: [],
};
const page = (designs: readonly string[], at: number): DesignPage => ({
  designs: designs.map((id) => ({ id: id as DesignId, slug: id, name: id, collection: 'OUTLET' })),
  page: at,
  pageSize: 2,
  total: 4,
});

/** The shop's readers as one render reaches them, each recording what it was asked. */
const aRender = () => {
  const asked: string[] = [];
  const read = <T>(name: string, answer: T) => {
    asked.push(name);
    return okAsync(answer);
  };
  const cart: CartReader = { viewCart: () => read('viewCart', aShownCart()) };
  const checkout: CheckoutReader = {
    viewCheckout: () => read('viewCheckout', aCheckoutAt(1)),
    shipmentOptions: (query) => read(`shipmentOptions ${query.country} ${query.postalCode}`, someShipmentOptions),
  };
  const orders: OrderReader = {
    orderSummary: (publicId) => read(`orderSummary ${publicId}`, {} as never),
    paymentStatus: (publicId) => read(`paymentStatus ${publicId}`, PAYMENT),
    trackOrder: (query) => read(`trackOrder ${query.publicId}`, {} as never),
  };
  const community: CommunityGateway = {
    reviews: (query) => read(`reviews page ${query.page}`, REVIEWS),
    reviewableOrder: (publicId) => read(`reviewableOrder ${publicId}`, null),
    writeReview: () => read('writeReview', { kind: 'refused', reason: 'NotFound' }),
    subscribe: () => read('subscribe', { kind: 'invalid' }),
    confirm: () => read('confirm', { kind: 'invalid' }),
    unsubscribe: () => read('unsubscribe', { kind: 'invalid' }),
    ownNewsletter: () => read('ownNewsletter', null),
    setOwnNewsletter: () => read('setOwnNewsletter', null),
  };
  const catalogue = fakeCatalogueGateway({
    collectionDesigns: (collection, at) => read(`collectionDesigns ${collection} ${at}`, page(['c', 'd'], at)),
  });
  const openPage = () => okAsync({ kind: 'redirect', to: '/login', status: 302 } as const);
  const useCases = serverRenderUseCasesOf<Blob>({
    openPage,
    catalogue,
    cart,
    checkout,
    orders,
    community,
    readSession: () => read('readSession', SESSION),
    clock: fixedClock('2026-06-15T12:00:00Z'),
    ids: sequenceIds(),
  });
  return { useCases, asked, openPage };
};

type UseCases = ReturnType<typeof aRender>['useCases'];

const contact = {
  customerType: 'PERSON',
  email: 'lucia@example.com',
  firstName: 'Lucía',
  lastName: 'García',
  phone: '612345678',
  companyName: '',
  vatId: '',
};
const madrid = { line1: 'Calle Mayor 1', line2: '', postalCode: '28001', city: 'Madrid', country: 'ES' };
const shipment = { mode: 'PICKPOINT', deliveryMethod: 'PICKPOINT', carrier: 'CORREOS', pickupPointId: 'CORREOS-ES-01' };
const tracking = { publicId: 'ES-1', postalCode: '28001', country: 'ES' };
const profile = {
  firstName: 'Ana',
  lastName: 'García',
  phone: '',
  locale: '',
  customerType: 'PERSON',
  companyName: '',
  vatId: '',
  birthDate: '',
};
const address = { ...madrid, defaultBilling: true, defaultShipping: false };
const ticket = { name: 'Ana', email: 'ana@example.com', contactType: 'helpCenter', orderPublicId: '' } as const;
const orderLine = { articleId: 7, designId: 'design-1', name: 'Mug', quantity: 1, unitPrice: eur(1250) };

/** Every write a page may make, each with input the core accepts, so that only the render can refuse it. */
const WRITES: readonly [string, (useCases: UseCases) => ResultAsync<unknown, unknown>][] = [
  ['cart.changeQuantity', (u) => u.cart.changeQuantity('line-1', 2)],
  ['cart.removeLine', (u) => u.cart.removeLine('line-1')],
  ['cart.applyPromotion', (u) => u.cart.applyPromotion('SUMMER')],
  ['cart.removePromotion', (u) => u.cart.removePromotion()],
  ['addToCart', (u) => u.addToCart({ articleId: 7, designId: 'design-1', quantity: 1 })],
  ['reorder', (u) => u.reorder([orderLine])],
  [
    'sendContactMessage',
    (u) => u.sendContactMessage({ name: 'Ana', email: 'ana@example.com', subject: 'Pedido', message: 'Hola' }),
  ],
  ['checkout.submitContact', (u) => u.checkout.submitContact(aCheckoutAt(1), aShownCart(), contact)],
  ['checkout.submitContact from a later step', (u) => u.checkout.submitContact(aCheckoutAt(3), aShownCart(), contact)],
  [
    'checkout.submitAddresses',
    (u) => u.checkout.submitAddresses(aCheckoutAt(2), aShownCart(), { billing: madrid, shipping: null }),
  ],
  ['checkout.submitShipment', (u) => u.checkout.submitShipment(aCheckoutAt(3), shipment)],
  [
    'checkout.placeOrder',
    (u) => u.checkout.placeOrder(aCheckoutAt(4), aShownCart(), { method: 'CARD', termsAccepted: true }),
  ],
  ['orders.retryPayment', (u) => u.orders.retryPayment('ES-1', PAYMENT, 'CARD')],
  [
    'orders.submitRefundData',
    (u) =>
      u.orders.submitRefundData(tracking, 'act-1', {
        iban: 'ES91 2100 0418 4502 0005 1332',
        accountHolder: 'Lucía García',
      }),
  ],
  ['selfService.openTicket', (u) => u.selfService.openTicket({ ...ticket, subject: 'a', message: 'b' })],
  ['selfService.reply', (u) => u.selfService.reply('1', 'thanks')],
  ['selfService.resolve', (u) => u.selfService.resolve('1')],
  ['selfService.updateProfile', (u) => u.selfService.updateProfile(profile)],
  ['selfService.changePassword', (u) => u.selfService.changePassword('old password', 'a long new password')],
  ['selfService.deleteAccount', (u) => u.selfService.deleteAccount('old password')],
  ['selfService.saveAddress', (u) => u.selfService.saveAddress('address-0002', address, ['ES'])],
  ['selfService.removeAddress', (u) => u.selfService.removeAddress('address-0002')],
  ['selfService.requestEmailChange', (u) => u.selfService.requestEmailChange('new@example.com', 'my password')],
  ['selfService.confirmEmailChange', (u) => u.selfService.confirmEmailChange('token-1')],
  ['backOffice.act', (u) => u.backOffice.act('ES-1', { kind: 'cancel' })],
  ['backOffice.answer', (u) => u.backOffice.answer('1', 'Done', true)],
  ['backOffice.setTicketStatus', (u) => u.backOffice.setTicketStatus('1', 'RESOLVED')],
  ['backOffice.changeSiteConfig', (u) => u.backOffice.changeSiteConfig('WPX-ES', {} as never)],
  [
    'backOffice.editDesign',
    (u) => u.backOffice.editDesign('d1', { names: {}, collection: 'OUTLET', tagIds: [], articleIds: [] }, 'es'),
  ],
  ['backOffice.setDesignPublished', (u) => u.backOffice.setDesignPublished('d1', false, 'es')],
  ['backOffice.judgeReview', (u) => u.backOffice.judgeReview('d1', 'r1', 'hidden', 'es')],
  ['backOffice.markPaid', (u) => u.backOffice.markPaid('4242', '2026-11')],
  ['backOffice.setCommissionRate', (u) => u.backOffice.setCommissionRate('5')],
  ['personalisation.openEditor', (u) => u.personalisation.openEditor(101 as ArticleId, null)],
  [
    'personalisation.autosave',
    (u) => u.personalisation.autosave({ articleId: 101 as ArticleId, projectId: null, document: designDocument() }),
  ],
  ['personalisation.listUploads', (u) => u.personalisation.listUploads()],
  [
    'personalisation.addToCart',
    (u) => u.personalisation.addToCart({ document: designDocument(), projectId: 'p1', quantity: 1 }),
  ],
  ['personalisation.cartLine', (u) => u.personalisation.cartLine('line-1')],
  ['personalisation.changeCartLine', (u) => u.personalisation.changeCartLine('line-1', designDocument())],
  ['personalisation.listProjects', (u) => u.personalisation.listProjects('POPULARITY')],
  ['personalisation.renameProject', (u) => u.personalisation.renameProject('p1', 'Nana')],
  ['personalisation.duplicateProject', (u) => u.personalisation.duplicateProject('p1')],
  ['personalisation.deleteProject', (u) => u.personalisation.deleteProject('p1')],
  ['community.subscribe', (u) => u.community.subscribe('ana@example.es')],
  ['community.confirm', (u) => u.community.confirm('t-1')],
  ['community.unsubscribe', (u) => u.community.unsubscribe('t-1')],
  ['community.setOwnNewsletter', (u) => u.community.setOwnNewsletter(true)],
  [
    'community.writeReview',
    (u) =>
      u.community.writeReview({
        orderPublicId: 'ES-1',
        orderLineId: 'line-1',
        token: null,
        rating: 5,
        title: 'Preciosa',
        body: 'La taza llegó perfecta.',
        photoId: null,
      }),
  ],
];

/** What signing in asks of the auth provider: the browser's own request once hydrated. */
const AUTH_REQUESTS: readonly [string, (useCases: UseCases) => ResultAsync<unknown, unknown>][] = [
  ['auth.signInWithPassword', (u) => u.auth.signInWithPassword('ana@x.es', 'secret', '/')],
  ['auth.sendSignInLink', (u) => u.auth.sendSignInLink('ana@x.es', '/')],
  ['auth.signOut', (u) => u.auth.signOut('/')],
  [
    'auth.signUp',
    (u) => u.auth.signUp({ email: 'ana@x.es', password: 'a long secret', firstName: 'Ana', lastName: 'G' }),
  ],
  ['auth.requestPasswordReset', (u) => u.auth.requestPasswordReset('ana@x.es')],
  ['auth.confirmPasswordReset', (u) => u.auth.confirmPasswordReset('t-1', 'a long new password')],
];

describe('serverRenderUseCasesOf', () => {
  it.each(WRITES)('refuses %s: writes are sent from the browser, and no reader is asked', async (_, write) => {
    const { useCases, asked } = aRender();
    expect(await write(useCases)).toEqual(err(REFUSED));
    expect(asked).toEqual([]);
  });

  it.each(AUTH_REQUESTS)('refuses %s as an auth runtime error', async (_, request) => {
    const { useCases, asked } = aRender();
    expect(await request(useCases)).toEqual(err(authRuntimeError()));
    expect(asked).toEqual([]);
  });

  it('renders the signed-out header: there is no auth session on the server', async () => {
    expect(await aRender().useCases.auth.session('/')).toEqual(ok(null));
  });

  it("cannot store the visitor's consent answer: that is the browser's click", async () => {
    const { useCases } = aRender();
    const chosen = await useCases.session.chooseConsent({ ads: true, analytics: true });
    expect(chosen).toEqual(err(apiRequestFailed('/api/session')));
  });

  it('reads the cart, the checkout and the orders from the given readers', async () => {
    const { useCases, asked } = aRender();
    expect(await useCases.cart.view()).toEqual(ok(aShownCart()));
    expect(await useCases.cart.load()).toEqual(ok({ cart: aShownCart(), pictures: {} }));
    expect(await useCases.checkout.searchShipmentOptions(aCheckoutAt(3), '28001')).toEqual(ok(someShipmentOptions));
    expect(await useCases.orders.paymentStatus('ES-1')).toEqual(ok(PAYMENT));
    expect(asked).toEqual(['viewCart', 'viewCart', 'shipmentOptions ES 28001', 'paymentStatus ES-1']);
  });

  it('reads reviews, the newsletter and more designs from the given community and catalogue', async () => {
    const { useCases, asked } = aRender();
    expect(await useCases.community.reviews({ page: 2, pageSize: 10, locale: 'es' })).toEqual(ok(REVIEWS));
    expect(await useCases.community.ownNewsletter()).toEqual(ok(null));
    const more = await useCases.showMoreDesigns({ collection: 'OUTLET', designs: page(['a', 'b'], 1) });
    expect(more).toEqual(ok({ collection: 'OUTLET', designs: page(['a', 'b', 'c', 'd'], 2) }));
    expect(asked).toEqual(['reviews page 2', 'ownNewsletter', 'collectionDesigns OUTLET 2']);
  });

  it('opens pages with the given opener', async () => {
    const { useCases, openPage } = aRender();
    expect(useCases.openPage).toBe(openPage);
    expect(await useCases.openPage('/accounts/home', '')).toEqual(ok({ kind: 'redirect', to: '/login', status: 302 }));
  });

  it('starts from the session as read, without storing the screen', async () => {
    const { useCases, asked } = aRender();
    const started = await useCases.session.start({ width: 390, height: 844, devicePixelRatio: 3 });
    expect(started).toEqual(ok(SESSION));
    expect(asked).toEqual(['readSession']);
  });

  it('keeps the session as it is: no analytics ids are read while rendering', async () => {
    const { useCases, asked } = aRender();
    expect(await useCases.session.recordAnalyticsIdentity(SESSION)).toEqual(ok(SESSION));
    expect(asked).toEqual([]);
  });

  it('drops a page view without failing the render', async () => {
    const event: PageEvent = { ...aPageEvent(), ip: '' };
    expect(await aRender().useCases.session.recordPageView(event, { ads: true, analytics: true })).toEqual(ok(true));
  });

  it('draws icons as their empty box and uploads nothing', async () => {
    const { platform } = aRender().useCases;
    expect(await platform.loadIcon('mdi:cart')).toEqual(err({ type: 'IconUnavailable', name: 'mdi:cart' }));
    const file = { fileName: 'cat.png', declaredType: 'image/png', bytes: 1, content: new Blob(['x']) };
    expect(await platform.upload(file, {}, () => undefined)).toEqual(err({ type: 'UploadFailed' }));
  });

  it('counts no writes: a page rendered on the server writes nothing', () => {
    expect(aRender().useCases.platform.sessionWrites()).toBe(0);
  });

  it("starts the constructor's frame without a template photo", async () => {
    const { personalisation } = aRender().useCases;
    const template = {
      designId: 'd1' as DesignId,
      name: 'Cat',
      artworks: [{ id: 'd1-art-square', width: 3600, height: 3600, src: '/media/d1-art-square-3600.png' }],
    };
    const surface = {
      id: 'front',
      side: 'front',
      shape: 'rectangle',
      widthMm: 100,
      heightMm: 100,
      bleedMm: 2,
      safeMarginMm: 4,
      mask: null,
      recommendedPpi: 300,
      minimumPpi: 150,
    } as const;
    expect(await personalisation.templatePhoto(template, surface)).toEqual(err({ type: 'PictureUnavailable' }));
  });

  it('logs nothing itself: the server logs its own failures', async () => {
    expect(await aRender().useCases.logError('boom')).toEqual(ok(undefined));
  });

  it('reorders an empty order into nothing, reading nothing', async () => {
    const { useCases, asked } = aRender();
    expect(await useCases.reorder([])).toEqual(ok({ added: 0, repriced: [], gone: [], cart: null }));
    expect(asked).toEqual([]);
  });

  it("leaves the browser's effects to the browser: no polling, cookies, consent signals or other tabs", () => {
    const { useCases, asked } = aRender();
    expect(useCases.platform.liveBuild.navigationKind()).toBe('client');
    const stops = [
      useCases.platform.liveBuild.watch(),
      useCases.platform.watchViewport(),
      useCases.session.onSharedSession(() => asked.push('shared session')),
      useCases.cart.followChanges({
        stale: () => asked.push('stale cart'),
        updated: () => asked.push('updated cart'),
        failed: () => asked.push('failed cart'),
      }),
    ];
    expect(stops.map((stop) => stop())).toEqual([undefined, undefined, undefined, undefined]);
    expect(useCases.session.declareConsentDefault()).toBeUndefined();
    expect(useCases.session.applyConsent({ ads: true, analytics: true })).toBeUndefined();
    expect(useCases.selfService.newAddressId()).toBe('');
    expect(asked).toEqual([]);
  });
});
