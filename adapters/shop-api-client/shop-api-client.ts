import type * as t from 'io-ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { apiRequestFailed, clientApiDisabled, type CatalogueError } from '../../core/domain/errors/error-catalogue.ts';
import type { ParamValue } from '../../core/domain/http/form-encoding.ts';
import type { HttpMethod } from '../../core/domain/http/http-method.ts';
import {
  interpretShopApiResponse,
  type ShopApiEnvelope,
  type ShopApiOutcome,
} from '../../core/domain/http/shop-api-envelope.ts';
import { buildShopApiRequest, FORM_CONTENT_TYPE } from '../../core/domain/http/shop-api-request.ts';
import type { HttpClient } from '../http/http-client.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { envelope } from '../shop-api-contract/envelope.codec.ts';

export type ShopApiCallError = Extract<CatalogueError, { type: 'ApiRequestFailed' | 'ClientApiDisabled' }>;

export type ShopApiClientOptions = {
  readonly http: HttpClient;
  /** Origin plus base path, e.g. '/shop-api/v1' in the browser or 'https://api.example/shop-api/v1'. */
  readonly baseUrl: string;
  /** The storefront session id, sent as ext_session_id on every call. */
  readonly extSessionId: () => string;
  /** Params every call carries unless it sets them itself (store, locale…). */
  readonly globalParams?: Readonly<Record<string, ParamValue>>;
  /** Off when the deployment forbids the browser to call the Shop API directly. */
  readonly enabled?: boolean;
};

export type ShopApiCall = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: Readonly<Record<string, ParamValue>>;
  /** Makes a retried write safe: the server answers a repeated key with its first answer. */
  readonly idempotencyKey?: string;
};

export type ShopApiClient = {
  /** One Shop API call: data, or the 5004 field errors as data; any other failure is 'API Request failed {url}'. */
  call<A>(request: ShopApiCall, data: t.Type<A, unknown, unknown>): ResultAsync<ShopApiOutcome<A>, ShopApiCallError>;
};

export const createShopApiClient = (options: ShopApiClientOptions): ShopApiClient => ({
  call: <A>(request: ShopApiCall, data: t.Type<A, unknown, unknown>) => {
    if (options.enabled === false) return errAsync(clientApiDisabled());
    const wire = buildShopApiRequest(request.method, `${options.baseUrl}${request.path}`, request.params ?? {}, {
      extSessionId: options.extSessionId(),
      globalParams: options.globalParams ?? {},
    });
    const failed = () => apiRequestFailed(wire.url);
    const decode = decodeWith(envelope(data) as unknown as t.Type<ShopApiEnvelope<A>, unknown, unknown>);
    return options.http
      .send({
        ...wire,
        headers: {
          ...('body' in wire ? { 'content-type': FORM_CONTENT_TYPE } : {}),
          ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
        },
      })
      .map((response) => response.body)
      .orElse((failure) => (failure.type === 'HttpStatus' ? okAsync(failure.body) : errAsync(failed())))
      .andThen((body) => decode(body).mapErr(failed))
      .andThen((decoded) => interpretShopApiResponse(wire.url, decoded));
  },
});
