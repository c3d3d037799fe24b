import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { PageOutcome } from '../../core/storefront/navigation/page-outcome.ts';
import type { HttpClient } from '../http/http-client.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { PageOutcomeCodec, payloadPathOf } from '../shop-api-contract/page-outcome.codec.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';

/** Client-side navigation: the server opens the page (same use case, same guards) and sends its outcome. */
export const httpOpenPage =
  (http: HttpClient) =>
  (path: string, search: string): ResultAsync<PageOutcome, ShopUnavailable> => {
    const url = `${payloadPathOf(path)}${search}`;
    return http
      .send({ method: 'GET', url })
      .map((response) => response.body)
      .orElse((failure) => (failure.type === 'HttpStatus' ? okAsync(failure.body) : errAsync(apiRequestFailed(url))))
      .andThen((body) => decodeWith(PageOutcomeCodec)(body).mapErr(() => apiRequestFailed(url)));
  };
