import * as t from 'io-ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  authRuntimeError,
  authServerConfiguration,
  invalidProvider,
  invalidSessionProvider,
  signOutWithoutCsrf,
} from '../../core/domain/errors/error-situations.ts';
import { formEncode, paramPairs } from '../shop-api-contract/form-encoding.ts';
import type { AuthClient, AuthFailure, AuthClientSession } from '../../core/storefront/auth/auth-client.port.ts';
import type { HttpClient, HttpFailure } from '../http/http-client.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { SessionCustomerCodec } from '../shop-api-contract/product-server.codec.ts';

const ProviderCodec = t.type({
  id: t.string,
  name: t.string,
  type: t.keyof({ credentials: null, email: null, oauth: null, oidc: null, webauthn: null }),
});
const ProvidersCodec = t.record(t.string, ProviderCodec);

const nullableString = t.union([t.string, t.null, t.undefined]);
const SessionCodec = t.type({
  user: t.type({ name: nullableString, email: nullableString }),
  customer: t.union([SessionCustomerCodec, t.null, t.undefined]),
  expires: t.string,
});

const CsrfCodec = t.type({ csrfToken: t.string });
const UrlCodec = t.type({ url: t.string });
const ErrorMessage = t.type({ error: t.type({ message: t.string }) });

/** One mapping from an HTTP failure to section 8's auth texts. */
const failureOf =
  (provider?: string) =>
  (failure: HttpFailure): AuthFailure => {
    if (failure.type !== 'HttpStatus') return authRuntimeError();
    const message = decodeWith(ErrorMessage)(failure.body)
      .map((body) => body.error.message)
      .unwrapOr('');
    if (message === signOutWithoutCsrf().message) return signOutWithoutCsrf();
    if (message === 'InvalidProvider') return invalidProvider(provider ?? '', failure.status < 500);
    return failure.status >= 500 ? authServerConfiguration() : authRuntimeError();
  };

const decoded =
  <A>(codec: t.Type<A, unknown, unknown>, onMalformed: () => AuthFailure) =>
  (body: unknown): ResultAsync<A, AuthFailure> =>
    decodeWith(codec)(body).match(
      (value) => okAsync(value),
      () => errAsync(onMalformed()),
    );

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Auth.js's REST API at `basePath`; its cookies travel with the same-origin requests. */
export const httpAuthClient = (http: HttpClient, basePath = '/api/auth'): AuthClient => {
  const get = (path: string) => http.send({ method: 'GET', url: `${basePath}${path}` }).mapErr(failureOf());
  const post = (path: string, fields: Readonly<Record<string, string>>, provider?: string) =>
    http
      .send({
        method: 'POST',
        url: `${basePath}${path}`,
        headers: FORM,
        body: formEncode(paramPairs({ ...fields, json: 'true' })),
      })
      .mapErr(failureOf(provider))
      .andThen((response) => decoded(UrlCodec, authRuntimeError)(response.body))
      .map((answer) => answer.url);

  return {
    providers: () =>
      get('/providers')
        .andThen((response) => decoded(ProvidersCodec, authRuntimeError)(response.body))
        .map((providers) => Object.values(providers)),
    session: (callbackUrl) =>
      get(`/session?callbackUrl=${encodeURIComponent(callbackUrl)}`).andThen((response) =>
        response.body === null || (typeof response.body === 'object' && Object.keys(response.body).length === 0)
          ? okAsync(null)
          : decoded(
              SessionCodec,
              invalidSessionProvider,
            )(response.body).map((session): AuthClientSession => ({
              user: { name: session.user.name ?? null, email: session.user.email ?? null },
              customer: session.customer ?? null,
              expires: session.expires,
            })),
      ),
    csrfToken: () =>
      get('/csrf')
        .andThen((response) => decoded(CsrfCodec, authRuntimeError)(response.body))
        .map((answer) => answer.csrfToken),
    submit: (action, provider, fields, csrfToken, callbackUrl) =>
      post(`/${action}/${encodeURIComponent(provider)}`, { ...fields, csrfToken, callbackUrl }, provider),
    signOut: (csrfToken, callbackUrl) => post('/signout', { csrfToken, callbackUrl }),
  };
};
