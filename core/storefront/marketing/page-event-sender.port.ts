import type { ResultAsync } from 'neverthrow';
import type { PageEvent } from '../../domain/marketing/page-event.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** POST /api/event/page. */
export interface PageEventSender {
  send(event: PageEvent): ResultAsync<void, ShopUnavailable>;
}
