import type { ResultAsync } from 'neverthrow';
import type { PageEvent } from '../../domain/marketing/page-event.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A page event as kept for analytics export: its ip already anonymised. */
export type StoredPageEvent = {
  readonly id: string;
  readonly sessionId: SessionId;
  /** Epoch milliseconds. */
  readonly recordedAt: number;
  readonly event: PageEvent;
};

/** Instants in epoch milliseconds, `from` included and `to` excluded. */
export type TimeRange = { readonly from: number; readonly to: number };

/** Where an export resumes: after this event in (recordedAt, id) order. */
export type PageEventCursor = { readonly recordedAt: number; readonly id: string };

/** Where page events are kept for analytics export. */
export interface PageEventStore {
  record(event: StoredPageEvent): ResultAsync<void, RepositoryFailure>;
  /** At most `limit` events recorded in `range`, in (recordedAt, id) order, after `after` when given. */
  listBetween(
    range: TimeRange,
    after: PageEventCursor | null,
    limit: number,
  ): ResultAsync<readonly StoredPageEvent[], RepositoryFailure>;
}
