import { err, ok, type Result } from 'neverthrow';
import type { PageEventCursor, PageEventStore, StoredPageEvent, TimeRange } from './page-event-store.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A year and a day: enough for any report, small enough that one request cannot ask for everything twice over. */
export const MAX_EXPORT_RANGE_MS = 366 * 24 * 60 * 60 * 1000;

export const EXPORT_BATCH_SIZE = 500;

export type InvalidExportRange = { readonly type: 'InvalidExportRange' };

export type PageEventBatches = AsyncIterable<Result<readonly StoredPageEvent[], RepositoryFailure>>;

/** Batches in (recordedAt, id) order, each resuming after the last; a failed batch ends the export. */
async function* batchesOf(store: PageEventStore, range: TimeRange): PageEventBatches {
  let after: PageEventCursor | null = null;
  for (;;) {
    const batch = await store.listBetween(range, after, EXPORT_BATCH_SIZE);
    yield batch;
    const last = batch.isOk() ? batch.value[EXPORT_BATCH_SIZE - 1] : undefined;
    if (last === undefined) return;
    after = { recordedAt: last.recordedAt, id: last.id };
  }
}

/** The page events of a time range, read in batches so an export of any size runs in constant memory. */
export const exportPageEvents =
  (store: PageEventStore) =>
  (range: TimeRange): Result<PageEventBatches, InvalidExportRange> =>
    Number.isSafeInteger(range.from) &&
    Number.isSafeInteger(range.to) &&
    range.from < range.to &&
    range.to - range.from <= MAX_EXPORT_RANGE_MS
      ? ok(batchesOf(store, range))
      : err({ type: 'InvalidExportRange' });
