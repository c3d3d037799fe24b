import type { Address } from '../../core/domain/checkout/address-step.ts';
import type { Contact } from '../../core/domain/checkout/contact-step.ts';
import { COMMERCIAL_STATUS, type CommercialStatus } from '../../core/domain/orders/commercial-status.ts';
import { newOrderState, type OrderPayment, type OrderState } from '../../core/domain/orders/order-state.ts';
import { ORDER_STATUS, type OrderStatus } from '../../core/domain/orders/order-status.ts';
import type { Quantity } from '../../core/domain/pricing/quantity.ts';
import type { NewOrder, OrderPublicId } from '../../core/shop/orders/order.ts';
import { euros } from './carts-mother.ts';

/** An order's state with sensible defaults: received, confirmed, paid online. */
export const anOrder = (
  overrides: {
    readonly status?: OrderStatus;
    readonly commercialStatus?: CommercialStatus;
    readonly payment?: Partial<OrderPayment>;
  } = {},
): OrderState => ({
  status: overrides.status ?? ORDER_STATUS.RECEIVED,
  commercialStatus: overrides.commercialStatus ?? COMMERCIAL_STATUS.CONFIRMED,
  payment: { kind: 'ONLINE_PREPAID', status: 'PAID', ...overrides.payment },
});

const madrid: Address = {
  line1: 'Calle Mayor 1',
  line2: null,
  postalCode: '28013' as never,
  city: 'Madrid',
  country: 'ES' as never,
};

/** A placed order as place-order hands it to the repository: a Spanish guest's mug, paid by card. */
export const aNewOrder = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  id: 'order-1',
  publicId: 'ES-ABCD1234' as OrderPublicId,
  store: 'WPX-ES',
  locale: 'es',
  cartId: 'cart-1' as never,
  customerId: null,
  contact: {
    customerType: 'PERSON',
    email: 'ana@example.es',
    firstName: 'Ana',
    lastName: 'García',
    phone: '+34612345678',
  } as Contact,
  billingAddress: madrid,
  shippingAddress: madrid,
  shipment: {
    mode: 'ADDRESS',
    deliveryMode: 'SEND',
    deliveryMethod: 'ADDRESS',
    carrier: 'CORREOS',
    pickupPointId: null,
  },
  pickupPoint: null,
  shipmentId: 'shipment-1',
  state: newOrderState('ONLINE_PREPAID'),
  paymentId: 'payment-1',
  paymentMethod: 'CARD',
  currency: 'EUR',
  totals: { subtotal: euros(2590), shipping: euros(495), discount: euros(0), total: euros(3085) },
  promotionCode: null,
  lines: [
    {
      id: 'order-1-01',
      articleId: 101,
      designId: null,
      name: 'Taza',
      customisation: null,
      quantity: 2 as Quantity,
      unitPrice: euros(1295),
    },
  ],
  placedAt: 1,
  ...overrides,
});
