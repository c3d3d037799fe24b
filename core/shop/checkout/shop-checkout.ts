import type {
  goToCheckoutStep,
  submitCheckoutAddresses,
  submitCheckoutContact,
  submitCheckoutShipment,
  viewCheckout,
} from './checkout-steps.use-case.ts';
import type { listShipmentOptions } from './list-shipment-options.use-case.ts';

/** The checkout's use cases, bound to their ports. */
export type ShopCheckout = {
  readonly viewCheckout: ReturnType<typeof viewCheckout>;
  readonly goToCheckoutStep: ReturnType<typeof goToCheckoutStep>;
  readonly submitCheckoutContact: ReturnType<typeof submitCheckoutContact>;
  readonly submitCheckoutAddresses: ReturnType<typeof submitCheckoutAddresses>;
  readonly submitCheckoutShipment: ReturnType<typeof submitCheckoutShipment>;
  readonly listShipmentOptions: ReturnType<typeof listShipmentOptions>;
};
