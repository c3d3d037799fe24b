import { errAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { CartGateway, CartReader } from '../../core/storefront/carts/cart-gateway.port.ts';
import type { CheckoutGateway, CheckoutReader } from '../../core/storefront/checkout/checkout-gateway.port.ts';
import type { ContactGateway } from '../../core/storefront/help-center/contact-gateway.port.ts';
import type { OrderGateway, OrderReader } from '../../core/storefront/orders/order-gateway.port.ts';

/**
 * The server renders from read ports alone. The UI's write use cases run from a shopper's clicks, which only
 * happen in the browser; on the server they are bound to these refusals so that none can write by mistake.
 */
const refused = () => errAsync(apiRequestFailed('writes are sent from the browser'));

export const renderOnlyCart = (reader: CartReader): CartGateway => ({
  viewCart: () => reader.viewCart(),
  addLine: refused,
  changeQuantity: refused,
  removeLine: refused,
  applyPromotion: refused,
  removePromotion: refused,
});

export const renderOnlyCheckout = (reader: CheckoutReader): CheckoutGateway => ({
  viewCheckout: () => reader.viewCheckout(),
  shipmentOptions: (query) => reader.shipmentOptions(query),
  goToStep: refused,
  submitContact: refused,
  submitAddresses: refused,
  submitShipment: refused,
  placeOrder: refused,
});

export const renderOnlyOrders = (reader: OrderReader): OrderGateway => ({
  orderSummary: (publicId) => reader.orderSummary(publicId),
  paymentStatus: (publicId) => reader.paymentStatus(publicId),
  trackOrder: (query) => reader.trackOrder(query),
  retryPayment: refused,
  submitRefundData: refused,
});

export const renderOnlyContact: ContactGateway = { openTicket: refused };
