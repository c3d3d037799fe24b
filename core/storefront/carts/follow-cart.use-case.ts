import type { ResultAsync } from 'neverthrow';
import type { CartChangeNotices } from './cart-change-notices.port.ts';
import type { CartPageData } from './load-cart-page.use-case.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** What a page showing the cart hears while another tab changes it. */
export type CartFollower = {
  /** Another tab changed the cart: what is shown is out of date until `updated` or `failed`. */
  readonly stale: () => void;
  /** The cart as the shop now holds it, with its lines' pictures. */
  readonly updated: (page: CartPageData) => void;
  /** The cart could not be read again: what is shown stays. */
  readonly failed: () => void;
};

/**
 * Reads the cart again after each notice from another tab. Only the answer to the latest notice is passed on,
 * so answers arriving out of order never put an older cart back; nothing is passed on after the unsubscribe.
 */
export const followCartChanges =
  (loadCart: () => ResultAsync<CartPageData, ShopUnavailable>, notices: CartChangeNotices) =>
  (follower: CartFollower): (() => void) => {
    let latest = 0;
    let following = true;
    const unsubscribe = notices.subscribe(() => {
      const asked = (latest += 1);
      follower.stale();
      void loadCart().match(
        (page) => {
          if (following && asked === latest) follower.updated(page);
        },
        () => {
          if (following && asked === latest) follower.failed();
        },
      );
    });
    return () => {
      following = false;
      unsubscribe();
    };
  };
