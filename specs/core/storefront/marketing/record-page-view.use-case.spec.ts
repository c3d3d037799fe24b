import { errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import type { PageEvent } from '../../../../core/domain/marketing/page-event.ts';
import type { PageEventSender } from '../../../../core/storefront/marketing/page-event-sender.port.ts';
import { recordPageView } from '../../../../core/storefront/marketing/record-page-view.use-case.ts';
import { aPageEvent } from '../../../support/product-server-mother.ts';

const EVENT: PageEvent = { ...aPageEvent(), ip: '' };

const recordingSender = (fail = false) => {
  const sent: PageEvent[] = [];
  const sender: PageEventSender = {
    send: (event) => {
      sent.push(event);
      return fail ? errAsync(apiRequestFailed('/api/event/page')) : okAsync(undefined);
    },
  };
  return { sender, sent };
};

describe('recordPageView', () => {
  it('sends the page view of a person who accepted analytics', async () => {
    const { sender, sent } = recordingSender();
    expect(await recordPageView(sender)(EVENT, { ads: false, analytics: true })).toEqual(ok(true));
    expect(sent).toEqual([EVENT]);
  });

  it('sends nothing without analytics consent', async () => {
    const { sender, sent } = recordingSender();
    expect((await recordPageView(sender)(EVENT, { ads: true, analytics: false }))._unsafeUnwrap()).toBe(false);
    expect(sent).toEqual([]);
  });

  it('sends nothing for a crawler', async () => {
    const { sender, sent } = recordingSender();
    const crawler = { ...EVENT, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
    expect((await recordPageView(sender)(crawler, { ads: true, analytics: true }))._unsafeUnwrap()).toBe(false);
    expect(sent).toEqual([]);
  });

  it('fails when the event cannot be delivered', async () => {
    const { sender } = recordingSender(true);
    const outcome = await recordPageView(sender)(EVENT, { ads: true, analytics: true });
    expect(outcome._unsafeUnwrapErr()).toEqual(apiRequestFailed('/api/event/page'));
  });
});
