import type { Session } from '../../core/domain/session/session.ts';
import type { SessionSharing } from '../../core/storefront/session/session-gateway.port.ts';
import { tabMessages, type TabWindow } from '../browser-window/tab-messages.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { SessionCodec } from '../shop-api-contract/product-server.codec.ts';

export const SESSION_CHANNEL = 'estampa-session';
/** The localStorage key whose `storage` event carries the session where BroadcastChannel is missing. */
export const SESSION_STORAGE_KEY = 'estampa-session';

/** Another tab's session is decoded before use, and dropped when malformed. */
const decodeShared = (data: unknown) => decodeWith(SessionCodec)(data).unwrapOr(undefined);

/** The visitor's session shared between their tabs; localStorage holds `{ at, session }`. */
export const broadcastSessionSharing = (win: TabWindow): SessionSharing => {
  const messages = tabMessages<Session>(win, {
    channel: SESSION_CHANNEL,
    storageKey: SESSION_STORAGE_KEY,
    read: decodeShared,
    stored: (session, at) => ({ at, session }),
    fromStored: (stored) => (stored as { session?: unknown } | null)?.session,
  });
  return { share: messages.post, subscribe: messages.subscribe };
};
