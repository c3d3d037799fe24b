import { errAsync, okAsync } from 'neverthrow';
import { iconSetUrl } from '../../core/domain/media/icon-fetch.ts';
import type { IconSource, IconsUnavailable } from '../../core/storefront/media/icon-source.port.ts';
import type { HttpClient } from '../http/http-client.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { IconSetCodec } from '../shop-api-contract/product-server.codec.ts';

const UNAVAILABLE: IconsUnavailable = { type: 'IconsUnavailable' };

/**
 * An Iconify-style endpoint at `base` (the shop's `/api/icons`, or `https://api.iconify.design`). The client's
 * timeout is the source's patience: ICON_FETCH_TIMEOUT_MS for the shop's own endpoint.
 */
export const httpIconSource = (http: HttpClient, base: string): IconSource => ({
  iconSet: (prefix, names) =>
    http
      .send({ method: 'GET', url: iconSetUrl(base, prefix, names) })
      .mapErr(() => UNAVAILABLE)
      .andThen((answer) =>
        decodeWith(IconSetCodec)(answer.body).match(
          (set) => (set.prefix === prefix ? okAsync(set) : errAsync(UNAVAILABLE)),
          () => errAsync(UNAVAILABLE),
        ),
      ),
});
