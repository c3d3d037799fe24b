import type { SessionId } from '../../core/domain/session/session-id.ts';

/** What the server knows about the request a page is rendered for. */
export type RequestScope = {
  readonly sessionId: SessionId;
  /** The raw `locale` cookie, if the visitor chose a language before. */
  readonly localeCookie: string | undefined;
};
