import type { Session } from '../../core/domain/session/session.ts';
import type { SessionSharing } from '../../core/storefront/session/session-gateway.port.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { SessionCodec } from '../shop-api-contract/product-server.codec.ts';

export const SESSION_CHANNEL = 'estampa-session';
/** The localStorage key whose `storage` event carries the session where BroadcastChannel is missing. */
export const SESSION_STORAGE_KEY = 'estampa-session';

type SharingWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'localStorage'> & {
  readonly BroadcastChannel?: typeof BroadcastChannel;
};

/** Another tab's message is untrusted input like any other: decoded before use, dropped when malformed. */
const decodeShared = (data: unknown) => decodeWith(SessionCodec)(data).unwrapOr(undefined);

/** The stored value is `{ at, session }`: the instant makes every write a change, so each one fires `storage`. */
const sessionStored = (text: string | null) => {
  try {
    return text === null ? undefined : decodeShared((JSON.parse(text) as { session?: unknown }).session);
  } catch {
    return undefined;
  }
};

/** BroadcastChannel between the visitor's tabs, falling back to the `storage` event of localStorage. */
export const broadcastSessionSharing = (win: SharingWindow): SessionSharing => {
  if (win.BroadcastChannel) {
    const channel = new win.BroadcastChannel(SESSION_CHANNEL);
    return {
      share: (session) => channel.postMessage(session),
      subscribe: (listener) => {
        const onMessage = (event: MessageEvent) => {
          const session = decodeShared(event.data);
          if (session) listener(session);
        };
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
    };
  }
  return {
    share: (session: Session) => {
      try {
        win.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ at: Date.now(), session }));
      } catch {
        // Storage may be full or blocked; the other tabs then catch up on their next start.
      }
    },
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        const shared = event.key === SESSION_STORAGE_KEY ? sessionStored(event.newValue) : undefined;
        if (shared) listener(shared);
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
};
