import { okAsync } from 'neverthrow';
import type { PageEventStore, StoredPageEvent } from '../../core/shop/marketing/page-event-store.port.ts';

const byTimeThenId = (a: StoredPageEvent, b: StoredPageEvent) =>
  a.recordedAt - b.recordedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The PageEventStore contract in an array, with the events open for assertions. */
export const inMemoryPageEvents = (initial: readonly StoredPageEvent[] = []) => {
  const events = [...initial];
  const store: PageEventStore = {
    record: (event) => {
      events.push(event);
      return okAsync(undefined);
    },
    listBetween: (range, after, limit) =>
      okAsync(
        [...events]
          .sort(byTimeThenId)
          .filter((e) => e.recordedAt >= range.from && e.recordedAt < range.to)
          .filter((e) => after === null || byTimeThenId(e, { ...e, ...after }) > 0)
          .slice(0, limit),
      ),
  };
  return { store, events };
};
