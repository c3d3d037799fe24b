import type * as t from 'io-ts';
import { err, errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import { apiRequestFailed, clientApiDisabled, type ErrorSituation } from '../../core/domain/errors/error-situations.ts';
import type { ParamValue } from '../shop-api-contract/form-encoding.ts';
import type { HttpMethod } from '../../core/protocol/http-method.ts';
import {
  interpretShopApiResponse,
  type ShopApiEnvelope,
  type ShopApiOutcome,
} from '../shop-api-contract/shop-api-envelope.ts';
import { buildShopApiRequest, FORM_CONTENT_TYPE } from '../shop-api-contract/shop-api-request.ts';
import type { HttpClient } from '../http/http-client.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { envelope } from '../shop-api-contract/envelope.codec.ts';

export type ShopApiCallError = Extract<ErrorSituation, { type: 'ApiRequestFailed' | 'ClientApiDisabled' }>;

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
  /** One read of something that may not exist: its data, or null when the shop answers "not found" (4004). */
  find<A>(request: ShopApiCall, data: t.Type<A, unknown, unknown>): ResultAsync<A | null, ShopApiCallError>;
};

/** The Shop API's error code for "no such thing, or not yours to see". */
const NOT_FOUND_CODE = 4004;

export const createShopApiClient = (options: ShopApiClientOptions): ShopApiClient => {
  const send = <A>(
    request: ShopApiCall,
    data: t.Type<A, unknown, unknown>,
  ): ResultAsync<{ url: string; envelope: ShopApiEnvelope<A> }, ShopApiCallError> => {
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
      .map((envelope) => ({ url: wire.url, envelope }));
  };
  return {
    call: (request, data) =>
      send(request, data).andThen(({ url, envelope }) => interpretShopApiResponse(url, envelope)),
    find: (request, data) =>
      send(request, data).andThen(({ url, envelope }) =>
        !envelope.success && envelope.error.code === NOT_FOUND_CODE
          ? okAsync(null)
          : interpretShopApiResponse(url, envelope).andThen((answer) =>
              answer.kind === 'data' ? ok(answer.data) : err(apiRequestFailed(url)),
            ),
      ),
  };
};
