import { okAsync, type ResultAsync } from 'neverthrow';
import type { GrantedCategories } from '../../domain/consent/consent.ts';
import { pageEventFor, type PageEvent } from '../../domain/marketing/page-event.ts';
import type { PageEventSender } from './page-event-sender.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** Sends a page view only with consent and from a person; answers whether it was sent. */
export const recordPageView =
  (sender: PageEventSender) =>
  (event: PageEvent, granted: GrantedCategories): ResultAsync<boolean, ShopUnavailable> =>
    pageEventFor(event, granted).match(
      (allowed) => sender.send(allowed).map(() => true),
      () => okAsync(false),
    );
