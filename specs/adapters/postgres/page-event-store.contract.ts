import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageEventStore, StoredPageEvent } from '../../../core/shop/marketing/page-event-store.port.ts';
import { aPageEvent } from '../../support/product-server-mother.ts';
import { aSessionId } from '../../support/session-mother.ts';

type Opened = { store: PageEventStore; close: () => Promise<void> };

const event = (recordedAt: number, id: string): StoredPageEvent => ({
  id,
  sessionId: aSessionId(),
  recordedAt,
  event: { ...aPageEvent(), ip: '203.0.113.0' },
});

/** What every PageEventStore must do; run against the fake and every real adapter. */
export const describePageEventStoreContract = (name: string, open: () => Promise<Opened>) =>
  describe(`PageEventStore contract: ${name}`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    it('lists a range in (time, id) order and resumes after a cursor', async () => {
      const { store } = opened;
      for (const e of [event(2_000, 'b'), event(1_000, 'z'), event(2_000, 'a'), event(3_000, 'c'), event(999, 'y')]) {
        (await store.record(e))._unsafeUnwrap();
      }
      const ids = async (after: { recordedAt: number; id: string } | null, limit: number) =>
        (await store.listBetween({ from: 1_000, to: 3_000 }, after, limit))._unsafeUnwrap().map((e) => e.id);
      expect(await ids(null, 10)).toEqual(['z', 'a', 'b']);
      expect(await ids(null, 2)).toEqual(['z', 'a']);
      expect(await ids({ recordedAt: 2_000, id: 'a' }, 10)).toEqual(['b']);
      expect((await store.listBetween({ from: 2_000, to: 2_001 }, null, 1))._unsafeUnwrap()).toEqual([
        event(2_000, 'a'),
      ]);
    });
  });
