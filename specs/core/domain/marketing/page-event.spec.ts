import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { pageEventFor, shouldSendPageEvent, type PageEvent } from '../../../../core/domain/marketing/page-event.ts';

const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const event: PageEvent = {
  category: 'navigation',
  name: 'designs',
  page: { url: 'https://estampa.example/designs/mugs/12', path: '/designs/mugs/12', title: 'Mugs', referrer: '' },
  userAgent: browser,
  ip: '203.0.113.9',
  platform: 'Linux',
  mobile: false,
};

describe('page events (spec section 7)', () => {
  it('are sent when consent is given and the visitor is not a crawler', () => {
    expect(pageEventFor(event, { ads: false, analytics: true })).toEqual(ok(event));
    expect(shouldSendPageEvent(browser, { ads: false, analytics: true })).toBe(true);
  });

  it('are not sent without analytics consent', () => {
    expect(pageEventFor(event, { ads: true, analytics: false })).toEqual(err({ type: 'ConsentNotGiven' }));
    expect(shouldSendPageEvent(browser, { ads: false, analytics: false })).toBe(false);
  });

  it('are not sent for crawlers', () => {
    const bot = { ...event, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
    expect(pageEventFor(bot, { ads: true, analytics: true })).toEqual(err({ type: 'CrawlerVisit' }));
    expect(shouldSendPageEvent(undefined, { ads: true, analytics: true })).toBe(false);
  });
});
