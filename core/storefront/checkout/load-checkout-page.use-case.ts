import { okAsync, ResultAsync } from 'neverthrow';
import type { DefaultAddresses } from '../accounts/address-book.ts';
import type { CheckoutStep } from '../../domain/checkout/checkout-step.ts';
import type { CartReader } from '../carts/cart-gateway.port.ts';
import type { ShownCart } from '../carts/shown-cart.ts';
import type { CheckoutReader } from './checkout-gateway.port.ts';
import { shownStep } from './checkout-rules.ts';
import type { ShownCheckout, ShownShipmentOptions } from './shown-checkout.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

export type CheckoutPageData = {
  readonly step: CheckoutStep;
  readonly checkout: ShownCheckout;
  readonly cart: ShownCart;
  /** Loaded for the shipment step, near the shipping address; null on other steps or when the shop could not say. */
  readonly shipmentOptions: ShownShipmentOptions | null;
  /** The signed-in customer's default addresses, read for the address step alone; null for a guest. */
  readonly savedAddresses?: DefaultAddresses | null;
};

/** The signed-in customer's default addresses; null for a guest or when they cannot be read (checkout goes on). */
export type SavedAddressesReader = () => ResultAsync<DefaultAddresses | null, never>;

const noSavedAddresses: SavedAddressesReader = () => okAsync(null);

const optionsFor = (
  checkout: CheckoutReader,
  shown: ShownCheckout,
  step: CheckoutStep,
): ResultAsync<ShownShipmentOptions | null, never> => {
  if (step !== 3 || shown.addresses === null || shown.contact === null) return okAsync(null);
  const { country, postalCode } = shown.addresses.shipping;
  return checkout
    .shipmentOptions({ country, postalCode, customerType: shown.contact.customerType })
    .orElse(() => okAsync(null));
};

/** The checkout at the step the URL asks for (`?step=N`), never past the furthest one allowed. */
export const loadCheckoutPage =
  (checkout: CheckoutReader, carts: CartReader, savedAddresses: SavedAddressesReader = noSavedAddresses) =>
  (requestedStep: number): ResultAsync<CheckoutPageData, ShopUnavailable> =>
    checkout.viewCheckout().andThen((shown) => {
      const step = shownStep(shown, requestedStep);
      return carts.viewCart().andThen((cart) =>
        ResultAsync.combine([
          optionsFor(checkout, shown, step),
          step === 2 && shown.addresses === null ? savedAddresses() : okAsync(null),
        ] as const).map(([shipmentOptions, saved]) => ({
          step,
          checkout: shown,
          cart,
          shipmentOptions,
          ...(saved === null ? {} : { savedAddresses: saved }),
        })),
      );
    });
