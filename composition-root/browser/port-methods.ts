import type { CommunityGateway } from '../../core/storefront/community/community-gateway.port.ts';
import type { CommunityUseCases } from '../../core/storefront/community/community-pages.use-cases.ts';
import type { CartGateway } from '../../core/storefront/carts/cart-gateway.port.ts';
import type { CatalogueGateway } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import type { CheckoutGateway } from '../../core/storefront/checkout/checkout-gateway.port.ts';
import type { ContactGateway } from '../../core/storefront/help-center/contact-gateway.port.ts';
import type { OrderGateway } from '../../core/storefront/orders/order-gateway.port.ts';
import type { MethodsOf } from './lazy-port.ts';
import type { SelfServiceWrites } from '../../core/storefront/accounts/self-service-gateway.port.ts';
import type { BackOfficeWrites } from '../../core/storefront/back-office/back-office-gateway.port.ts';
import type { CheckoutUseCases } from '../../core/storefront/checkout/checkout-page.use-cases.ts';
import type { OrderUseCases } from '../../core/storefront/orders/order-pages.use-cases.ts';
import type { PersonalisationUseCases } from '../../core/storefront/personalisation/personalisation.use-cases.ts';

/** Every method of each port the browser loads lazily. */
export const CATALOGUE: MethodsOf<CatalogueGateway> = {
  homeBlocks: true,
  collectionDesigns: true,
  design: true,
  designs: true,
  articles: true,
  article: true,
  tags: true,
  offers: true,
  landingPage: true,
  suggestions: true,
};
export const CART: MethodsOf<CartGateway> = {
  viewCart: true,
  addLine: true,
  changeQuantity: true,
  removeLine: true,
  applyPromotion: true,
  removePromotion: true,
};
export const CHECKOUT: MethodsOf<CheckoutGateway> = {
  viewCheckout: true,
  goToStep: true,
  submitContact: true,
  submitAddresses: true,
  submitShipment: true,
  shipmentOptions: true,
  placeOrder: true,
};
export const ORDER: MethodsOf<OrderGateway> = {
  orderSummary: true,
  paymentStatus: true,
  trackOrder: true,
  submitRefundData: true,
  retryPayment: true,
};
export const CONTACT: MethodsOf<ContactGateway> = { openTicket: true };
export const CHECKOUT_USE_CASES: MethodsOf<CheckoutUseCases> = {
  submitContact: true,
  submitAddresses: true,
  submitShipment: true,
  searchShipmentOptions: true,
  placeOrder: true,
};
export const ORDER_USE_CASES: MethodsOf<OrderUseCases> = {
  paymentStatus: true,
  submitRefundData: true,
  retryPayment: true,
};
export const SELF_SERVICE: MethodsOf<SelfServiceWrites> = {
  openTicket: true,
  reply: true,
  resolve: true,
  updateProfile: true,
  changePassword: true,
  deleteAccount: true,
  saveAddress: true,
  removeAddress: true,
  requestEmailChange: true,
  confirmEmailChange: true,
};

export const BACK_OFFICE: MethodsOf<BackOfficeWrites> = {
  act: true,
  addNote: true,
  answer: true,
  setTicketStatus: true,
  changeSiteConfig: true,
  editDesign: true,
  setDesignPublished: true,
  judgeReview: true,
  markPaid: true,
  setRate: true,
};

export const COMMUNITY: MethodsOf<CommunityGateway> = {
  reviews: true,
  reviewableOrder: true,
  writeReview: true,
  subscribe: true,
  confirm: true,
  unsubscribe: true,
  ownNewsletter: true,
  setOwnNewsletter: true,
};
export const COMMUNITY_USE_CASES: MethodsOf<CommunityUseCases> = {
  subscribe: true,
  confirm: true,
  unsubscribe: true,
  ownNewsletter: true,
  setOwnNewsletter: true,
  writeReview: true,
  reviews: true,
};

export const PERSONALISATION_USE_CASES: MethodsOf<PersonalisationUseCases<Blob>> = {
  openEditor: true,
  autosave: true,
  listUploads: true,
  addToCart: true,
  cartLine: true,
  changeCartLine: true,
  listProjects: true,
  renameProject: true,
  duplicateProject: true,
  deleteProject: true,
  templatePhoto: true,
};
