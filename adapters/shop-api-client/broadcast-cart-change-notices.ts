import * as t from 'io-ts';
import type { CartChangeNotices } from '../../core/storefront/carts/cart-change-notices.port.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';

export const CART_CHANNEL = 'estampa-cart';
/** The localStorage key whose `storage` event carries the notice where BroadcastChannel is missing. */
export const CART_STORAGE_KEY = 'estampa-cart-changed';

type NoticeWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'localStorage'> & {
  readonly BroadcastChannel?: typeof BroadcastChannel;
};

/** The whole message: that the cart changed, never what is in it. */
const CartChanged = t.type({ kind: t.literal('cart-changed') });
const NOTICE = { kind: 'cart-changed' } as const;

/** Another tab's message is untrusted input like any other: decoded, and dropped when malformed. */
const isNotice = (data: unknown) => decodeWith(CartChanged)(data).isOk();

const storedNotice = (text: string | null) => {
  try {
    return text !== null && isNotice(JSON.parse(text));
  } catch {
    return false;
  }
};

/** BroadcastChannel between the visitor's tabs, falling back to the `storage` event of localStorage. */
export const broadcastCartChangeNotices = (win: NoticeWindow): CartChangeNotices => {
  if (win.BroadcastChannel) {
    const channel = new win.BroadcastChannel(CART_CHANNEL);
    return {
      announce: () => channel.postMessage(NOTICE),
      subscribe: (listener) => {
        const onMessage = (event: MessageEvent) => {
          if (isNotice(event.data)) listener();
        };
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
    };
  }
  return {
    announce: () => {
      try {
        // The instant makes every write a change, so each one fires `storage` in the other tabs.
        win.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ ...NOTICE, at: Date.now() }));
      } catch {
        // Storage may be full or blocked; the other tabs then show the cart as of their last reading.
      }
    },
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === CART_STORAGE_KEY && storedNotice(event.newValue)) listener();
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
};
