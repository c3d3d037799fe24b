import { ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import type { Shopper } from '../../core/shop/carts/cart.ts';
import type { CheckoutChangeError, CheckoutGateway } from '../../core/storefront/checkout/checkout-gateway.port.ts';
import { rejectedFields } from '../../core/storefront/checkout/checkout-rules.ts';
import type { ShopCheckout } from '../../core/shop/checkout/shop-checkout.ts';
import type { ShopOrders } from '../../core/shop/orders/shop-orders.ts';
import { CHECKOUT_PATHS } from '../shop-api-contract/checkout.codec.ts';

type FieldsError = {
  readonly type: string;
  readonly fields: { readonly [field: string]: { readonly type: string } | undefined };
};

/** Errors that carry field errors are the form's to show (the Shop API's 5004); any other is the shop failing. */
const asChangeError = (error: { readonly type: string }): CheckoutChangeError =>
  'fields' in error ? rejectedFields((error as FieldsError).fields) : apiRequestFailed(CHECKOUT_PATHS.checkout);

/**
 * The checkout served by the shop service's use cases in the same process. The server only reads it while
 * rendering; orders are placed from the browser, through the Shop API and its Idempotency-Key.
 */
export const inProcessCheckoutGateway = (
  checkout: ShopCheckout,
  orders: ShopOrders,
  shopperOf: () => Promise<Shopper>,
): CheckoutGateway => {
  const shopper = () => ResultAsync.fromPromise(shopperOf(), () => apiRequestFailed(CHECKOUT_PATHS.checkout));
  const change = <A>(run: (found: Shopper) => ResultAsync<A, { readonly type: string }>) =>
    shopper().andThen((found) => run(found).mapErr(asChangeError));
  return {
    viewCheckout: () =>
      shopper().andThen((found) =>
        checkout.viewCheckout(found).mapErr(() => apiRequestFailed(CHECKOUT_PATHS.checkout)),
      ),
    goToStep: (step) => change((found) => checkout.goToCheckoutStep(found, step)),
    submitContact: (input) => change((found) => checkout.submitCheckoutContact(found, input)),
    submitAddresses: (input) => change((found) => checkout.submitCheckoutAddresses(found, input)),
    submitShipment: (input) => change((found) => checkout.submitCheckoutShipment(found, input)),
    shipmentOptions: (query) => change((found) => checkout.listShipmentOptions(found, query)),
    placeOrder: (order) =>
      change((found) =>
        orders.placeOrder({
          shopper: found,
          payment: { method: order.paymentMethod, termsAccepted: order.termsAccepted },
          expectedTotal: order.expectedTotal,
        }),
      ),
  };
};
