import { err, ok, type Result } from 'neverthrow';
import type { GrantedCategories } from '../consent/consent.ts';
import { isCrawler } from './crawler.ts';

/** The body of POST /api/event/page. */
export type PageEvent = {
  readonly category: string;
  readonly name: string;
  readonly page: { readonly url: string; readonly path: string; readonly title: string; readonly referrer: string };
  readonly userAgent: string;
  readonly ip: string;
  readonly platform: string;
  readonly mobile: boolean;
};

export type PageEventSkipped = { readonly type: 'ConsentNotGiven' } | { readonly type: 'CrawlerVisit' };

/** Page events are statistics: they need analytics consent for the current consent text, and a human visitor. */
export const pageEventCheck = (
  userAgent: string | undefined,
  granted: GrantedCategories,
): Result<void, PageEventSkipped> => {
  if (!granted.analytics) return err({ type: 'ConsentNotGiven' });
  if (isCrawler(userAgent)) return err({ type: 'CrawlerVisit' });
  return ok(undefined);
};

export const shouldSendPageEvent = (userAgent: string | undefined, granted: GrantedCategories): boolean =>
  pageEventCheck(userAgent, granted).isOk();

export const pageEventFor = (event: PageEvent, granted: GrantedCategories): Result<PageEvent, PageEventSkipped> =>
  pageEventCheck(event.userAgent, granted).map(() => event);
