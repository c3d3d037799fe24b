import type { PageEventSender } from '../../core/storefront/marketing/page-event-sender.port.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { HttpClient } from '../http/http-client.ts';

export const PAGE_EVENT_PATH = '/api/event/page';

/** POST /api/event/page as JSON, the nested `page` object kept whole. */
export const httpPageEventSender = (http: HttpClient, origin = ''): PageEventSender => {
  const url = `${origin}${PAGE_EVENT_PATH}`;
  return {
    send: (event) =>
      http
        .send({ method: 'POST', url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) })
        .map(() => undefined)
        .mapErr(() => apiRequestFailed(url)),
  };
};
