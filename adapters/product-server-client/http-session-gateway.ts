import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import { formEncode, paramPairs, type ParamValue } from '../shop-api-contract/form-encoding.ts';
import type { Session } from '../../core/domain/session/session.ts';
import type { SessionUpdate } from '../../core/domain/session/session-update.ts';
import type { SessionGateway } from '../../core/storefront/session/session-gateway.port.ts';
import type { HttpClient, HttpResponse } from '../http/http-client.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { SessionResponse } from '../shop-api-contract/product-server.codec.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';

export const SESSION_PATH = '/api/session';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A form body carries the customer snapshot as its JSON text, and null as an empty value. */
const formFields = (update: SessionUpdate): Record<string, ParamValue> =>
  Object.fromEntries(
    Object.entries(update).map(([field, value]) => [
      field,
      field === 'customer'
        ? value === null
          ? ''
          : JSON.stringify(value)
        : value === null
          ? ''
          : (value as ParamValue),
    ]),
  );

/** The product server's session over HTTP; the session cookie travels with the same-origin request. */
export const httpSessionGateway = (http: HttpClient, origin = ''): SessionGateway => {
  const url = `${origin}${SESSION_PATH}`;
  const decoded = (response: ResultAsync<HttpResponse, unknown>): ResultAsync<Session, ShopUnavailable> =>
    response
      .mapErr(() => apiRequestFailed(url))
      .andThen((answer) => {
        const body = decodeWith(SessionResponse)(answer.body);
        return body.isOk() && body.value.success ? okAsync(body.value.data) : errAsync(apiRequestFailed(url));
      });
  return {
    current: () => decoded(http.send({ method: 'GET', url })),
    update: (update) =>
      decoded(http.send({ method: 'POST', url, headers: FORM, body: formEncode(paramPairs(formFields(update))) })),
  };
};
