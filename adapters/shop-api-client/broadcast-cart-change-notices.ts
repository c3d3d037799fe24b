import * as t from 'io-ts';
import type { CartChangeNotices } from '../../core/storefront/carts/cart-change-notices.port.ts';
import { tabMessages, type TabWindow } from '../browser-window/tab-messages.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';

export const CART_CHANNEL = 'estampa-cart';
/** The localStorage key whose `storage` event carries the notice where BroadcastChannel is missing. */
export const CART_STORAGE_KEY = 'estampa-cart-changed';

/** The whole message: that the cart changed, never what is in it. */
const CartChanged = t.type({ kind: t.literal('cart-changed') });
const NOTICE = { kind: 'cart-changed' } as const;

/** Cart change notices between the visitor's tabs. */
export const broadcastCartChangeNotices = (win: TabWindow): CartChangeNotices => {
  const messages = tabMessages(win, {
    channel: CART_CHANNEL,
    storageKey: CART_STORAGE_KEY,
    read: (data) => (decodeWith(CartChanged)(data).isOk() ? NOTICE : undefined),
    stored: (notice, at) => ({ ...notice, at }),
    fromStored: (stored) => stored,
  });
  return {
    announce: () => messages.post(NOTICE),
    subscribe: (listener) => messages.subscribe(() => listener()),
  };
};
