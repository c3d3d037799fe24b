import type { ResultAsync } from 'neverthrow';
import type { Session } from '../../domain/session/session.ts';
import type { SessionUpdate } from '../../domain/session/session-update.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** The product server's session object (GET and POST /api/session). */
export interface SessionGateway {
  /** The visitor's session as stored now. */
  current(): ResultAsync<Session, ShopUnavailable>;
  /** Stores the given field groups and answers the whole session. */
  update(update: SessionUpdate): ResultAsync<Session, ShopUnavailable>;
}

/** Keeps the visitor's other tabs on the same session state. */
export interface SessionSharing {
  /** Tells the other tabs about a session this tab changed. */
  share(session: Session): void;
  /** Calls `listener` with each session another tab shares; returns the unsubscribe. */
  subscribe(listener: (session: Session) => void): () => void;
}
