import { err, errAsync, ok, okAsync, type Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_BATCH_SIZE,
  exportPageEvents,
  MAX_EXPORT_RANGE_MS,
  type PageEventBatches,
} from '../../../../core/shop/marketing/export-page-events.use-case.ts';
import type { StoredPageEvent } from '../../../../core/shop/marketing/page-event-store.port.ts';
import { inMemoryPageEvents } from '../../../support/in-memory-page-events.ts';
import { aPageEvent } from '../../../support/product-server-mother.ts';
import { aSessionId } from '../../../support/session-mother.ts';

const storedAt = (recordedAt: number, id: string): StoredPageEvent => ({
  id,
  sessionId: aSessionId(),
  recordedAt,
  event: { ...aPageEvent(), ip: '203.0.113.0' },
});

const collect = async (batches: PageEventBatches) => {
  const seen: Result<readonly StoredPageEvent[], unknown>[] = [];
  for await (const batch of batches) seen.push(batch);
  return seen;
};

describe('exportPageEvents', () => {
  it('reads the range in (time, id) order, across as many batches as it takes', async () => {
    const many = Array.from({ length: EXPORT_BATCH_SIZE + 3 }, (_, i) =>
      storedAt(1_000 + (i % 7), `e${String(i).padStart(4, '0')}`),
    );
    const outside = [storedAt(999, 'before'), storedAt(10_000, 'at-the-end')];
    const { store } = inMemoryPageEvents([...outside, ...many]);
    const batches = await collect(exportPageEvents(store)({ from: 1_000, to: 10_000 })._unsafeUnwrap());
    const ids = batches.flatMap((batch) => batch._unsafeUnwrap().map((event) => event.id));
    expect(batches.map((batch) => batch._unsafeUnwrap().length)).toEqual([EXPORT_BATCH_SIZE, 3]);
    expect(ids).toEqual(
      [...many].sort((a, b) => a.recordedAt - b.recordedAt || a.id.localeCompare(b.id)).map((e) => e.id),
    );
  });

  it('gives one empty batch for an empty range', async () => {
    const { store } = inMemoryPageEvents();
    expect(await collect(exportPageEvents(store)({ from: 0, to: 1 })._unsafeUnwrap())).toEqual([ok([])]);
  });

  it('ends with the failure when the store fails', async () => {
    const failure = { type: 'RepositoryFailure' as const, cause: 'down' };
    let calls = 0;
    const store = {
      record: () => okAsync(undefined),
      listBetween: () => {
        calls += 1;
        return calls === 1
          ? okAsync(Array.from({ length: EXPORT_BATCH_SIZE }, (_, i) => storedAt(1, `e${i}`)))
          : errAsync(failure);
      },
    };
    const batches = await collect(exportPageEvents(store)({ from: 0, to: 2 })._unsafeUnwrap());
    expect(batches.at(-1)).toEqual(err(failure));
    expect(batches).toHaveLength(2);
  });

  it.each([
    ['from after to', { from: 2, to: 1 }],
    ['an empty range', { from: 1, to: 1 }],
    ['a range over the maximum', { from: 0, to: MAX_EXPORT_RANGE_MS + 1 }],
    ['an instant that is not a whole number', { from: 0.5, to: 1 }],
    ['an unsafe instant', { from: 0, to: Number.MAX_VALUE }],
  ])('refuses %s', (_, range) => {
    expect(exportPageEvents(inMemoryPageEvents().store)(range)).toEqual(err({ type: 'InvalidExportRange' }));
  });

  it('accepts exactly the maximum range', () => {
    expect(exportPageEvents(inMemoryPageEvents().store)({ from: 0, to: MAX_EXPORT_RANGE_MS }).isOk()).toBe(true);
  });
});
