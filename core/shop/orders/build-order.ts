import { err, ok, type Result } from 'neverthrow';
import type { CompletedCheckout } from '../../domain/checkout/complete-checkout.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import { newOrderState } from '../../domain/orders/order-state.ts';
import { addMoney } from '../../domain/pricing/money.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { Store } from '../../domain/site/stores.ts';
import type { CartView } from '../carts/cart-view.ts';
import type { Cart } from '../carts/cart.ts';
import { cartLineUnavailable, type CartLineUnavailable } from './order-errors.ts';
import { newOrderPublicId } from './order-public-id.ts';
import type { NewOrder, OrderLine, OrderPickupPoint } from './order.ts';

/** Every line at today's price; a line no longer sold stops the order rather than being dropped silently. */
export type OrderLineDraft = Omit<OrderLine, 'id'>;

export const orderLinesOf = (view: CartView): Result<readonly OrderLineDraft[], CartLineUnavailable> => {
  const lines: OrderLineDraft[] = [];
  for (const line of view.lines) {
    if (!line.available) return err(cartLineUnavailable(line.id));
    lines.push({
      articleId: line.articleId,
      designId: line.designId,
      name: line.designName === null ? line.articleName : `${line.articleName} · ${line.designName}`,
      customisation: line.customisation,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    });
  }
  return ok(lines);
};

export type OrderDraft = {
  readonly cart: Cart;
  readonly view: CartView;
  readonly lines: readonly OrderLineDraft[];
  readonly completed: CompletedCheckout;
  readonly pickupPoint: OrderPickupPoint | null;
  readonly store: Store;
  readonly customerId: CustomerId | null;
};

/** The order a completed checkout places: received and confirmed, its payment pending (core's newOrderState). */
export const buildOrder = (draft: OrderDraft, ids: IdGenerator, clock: Clock): NewOrder => {
  const { command } = draft.completed;
  const { view, store } = draft;
  const id = ids.uuid();
  return {
    id,
    publicId: newOrderPublicId(store.country, ids),
    store: store.slug,
    locale: store.locale,
    cartId: draft.cart.id,
    customerId: draft.customerId,
    contact: command.contact,
    billingAddress: command.billingAddress,
    shippingAddress: command.shippingAddress,
    shipment: command.shipment,
    pickupPoint: draft.pickupPoint,
    shipmentId: ids.uuid(),
    state: newOrderState(command.payment.kind),
    paymentId: ids.uuid(),
    paymentMethod: command.payment.method,
    currency: store.currency,
    totals: {
      subtotal: view.subtotal,
      shipping: view.shipping,
      discount: addMoney(view.discount, view.shippingDiscount),
      total: view.total,
    },
    promotionCode: view.promotion?.applied ? view.promotion.code : null,
    // Numbered after the order, so the lines read back in the order the cart had them.
    lines: draft.lines.map((line, index) => ({ id: `${id}-${String(index + 1).padStart(2, '0')}`, ...line })),
    placedAt: clock.now(),
  };
};
