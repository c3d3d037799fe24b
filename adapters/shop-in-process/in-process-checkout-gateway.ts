import { ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { Shopper } from '../../core/shop/carts/cart.ts';
import type { CheckoutChangeError, CheckoutReader } from '../../core/storefront/checkout/checkout-gateway.port.ts';
import { rejectedFields } from '../../core/storefront/checkout/checkout-rules.ts';
import type { ShopCheckout } from '../../core/shop/checkout/shop-checkout.ts';
import { CHECKOUT_PATHS } from '../shop-api-contract/checkout.codec.ts';

type FieldsError = {
  readonly type: string;
  readonly fields: { readonly [field: string]: { readonly type: string } | undefined };
};

/** Errors that carry field errors are the form's to show (the Shop API's 5004); any other is the shop failing. */
const asChangeError = (error: { readonly type: string }): CheckoutChangeError =>
  'fields' in error ? rejectedFields((error as FieldsError).fields) : apiRequestFailed(CHECKOUT_PATHS.checkout);

/**
 * The checkout read from the shop service's use cases in the same process, for the server's renders; every
 * step and the order are sent from the browser, through the Shop API.
 */
export const inProcessCheckoutGateway = (
  checkout: Pick<ShopCheckout, 'viewCheckout' | 'listShipmentOptions'>,
  shopperOf: () => Promise<Shopper>,
): CheckoutReader => {
  const shopper = () => ResultAsync.fromPromise(shopperOf(), () => apiRequestFailed(CHECKOUT_PATHS.checkout));
  return {
    viewCheckout: () =>
      shopper().andThen((found) =>
        checkout.viewCheckout(found).mapErr(() => apiRequestFailed(CHECKOUT_PATHS.checkout)),
      ),
    shipmentOptions: (query) =>
      shopper().andThen((found) => checkout.listShipmentOptions(found, query).mapErr(asChangeError)),
  };
};
