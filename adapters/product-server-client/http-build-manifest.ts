import { errAsync, okAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { BuildManifest } from '../../core/storefront/navigation/live-build.port.ts';
import type { HttpClient } from '../http/http-client.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { LatestBuildCodec } from '../shop-api-contract/product-server.codec.ts';

export const LATEST_BUILD_PATH = '/builds/latest.json';

/** GET builds/latest.json (served no-cache, so each poll reaches the server). */
export const httpBuildManifest = (http: HttpClient, origin = ''): BuildManifest => {
  const url = `${origin}${LATEST_BUILD_PATH}`;
  return {
    latest: () =>
      http
        .send({ method: 'GET', url })
        .mapErr(() => apiRequestFailed(url))
        .andThen((answer) =>
          decodeWith(LatestBuildCodec)(answer.body).match(
            (latest) => okAsync(latest),
            () => errAsync(apiRequestFailed(url)),
          ),
        ),
  };
};
