import { afterEach, describe, expect, it } from 'vitest';
import type { ClosableNotices } from '../../../adapters/change-notices/notice-relay.ts';
import type { ChangeNotice } from '../../../core/shop/change-notices.port.ts';
import { eventually } from '../../support/eventually.ts';

/** Two instances on one transport; `breakListening` cuts their listening connections as a failover would. */
export type NoticesPair = {
  readonly a: ClosableNotices;
  readonly b: ClosableNotices;
  readonly breakListening?: () => Promise<void>;
  readonly close: () => Promise<void>;
};

/** What one instance's listener heard, in order. */
const heardBy = (notices: ClosableNotices) => {
  const heard: ChangeNotice[] = [];
  notices.subscribe((notice) => heard.push(notice));
  return heard;
};

const reached = (heard: readonly ChangeNotice[], count: number) => async () =>
  heard.length >= count ? heard : undefined;

/** The behaviour every transport of `ChangeNotices` keeps: run against each adapter. */
export const describeChangeNoticesContract = (name: string, openPair: () => Promise<NoticesPair>) =>
  describe(`Change notices (${name})`, () => {
    let pair: NoticesPair | undefined;
    const open = async () => (pair = await openPair());
    afterEach(async () => {
      await pair?.close();
      pair = undefined;
    });

    it("reach the other instance, and the announcing instance's own listeners at once and only once", async () => {
      const { a, b } = await open();
      const [onA, onB] = [heardBy(a), heardBy(b)];
      expect((await a.announce('catalogue')).isOk()).toBe(true);
      expect(onA).toEqual(['catalogue']);
      await eventually(reached(onB, 1));
      await a.announce('site-settings');
      expect(await eventually(reached(onB, 2))).toEqual(['catalogue', 'site-settings']);
      // Its own notice coming back through the transport is not told twice.
      await b.announce('catalogue');
      await eventually(reached(onA, 3));
      expect(onA).toEqual(['catalogue', 'site-settings', 'catalogue']);
      expect(onB).toEqual(['catalogue', 'site-settings', 'catalogue']);
    });

    it('stop reaching a listener that unsubscribed', async () => {
      const { a, b } = await open();
      const gone: ChangeNotice[] = [];
      const unsubscribe = b.subscribe((notice) => gone.push(notice));
      const kept = heardBy(b);
      unsubscribe();
      await a.announce('catalogue');
      await eventually(reached(kept, 1));
      expect(gone).toEqual([]);
    });

    it('tell every notice after the listening connection comes back, since some may have been missed', async (context) => {
      const { a, b, breakListening } = await open();
      if (!breakListening) return context.skip('this transport has no connection to break');
      const onB = heardBy(b);
      await breakListening();
      expect(await eventually(reached(onB, 2))).toEqual(['catalogue', 'site-settings']);
      // Listening again: later notices still arrive.
      await a.announce('site-settings');
      expect(await eventually(reached(onB, 3))).toEqual(['catalogue', 'site-settings', 'site-settings']);
    });
  });
