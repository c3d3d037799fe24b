import type { FastifyRequest } from 'fastify';
import { invalidProvider, signOutWithoutCsrf } from '../../../core/domain/errors/error-situations.ts';
import { AuthFormBody, AuthjsPathParams, isAuthProviderId } from '../../shop-api-contract/auth.codec.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import type { RouteDecoder } from '../route.ts';

/**
 * Headers the shop re-derives: the body is re-encoded, so its length and type are set anew; the host comes from
 * the configured origin, so no forwarded or forged Host can reach Auth.js.
 */
const DROPPED = new Set([
  'content-length',
  'content-type',
  'transfer-encoding',
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
]);

/**
 * The Fetch API request Auth.js expects, on the shop's configured origin. A `json=true` form field (spec 7: the client asks
 * for JSON instead of a redirect) becomes Auth.js's X-Auth-Return-Redirect header.
 */
export const toAuthRequest = (
  request: FastifyRequest,
  origin: string,
  form: Readonly<Record<string, string>>,
): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (DROPPED.has(name) || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  if (form.json === 'true') headers.set('x-auth-return-redirect', '1');
  headers.set('host', new URL(origin).host);
  // The router reads `signin%2Femail` as `signin/email` (the rest of the path, encoded as a parameter): so must Auth.js.
  const url = `${origin}${request.url.replace(/^([^?]*)/, (path) => path.replace(/%2F/gi, '/'))}`;
  if (request.method !== 'POST') return new Request(url, { method: request.method, headers });
  headers.set('content-type', 'application/x-www-form-urlencoded');
  return new Request(url, { method: 'POST', headers, body: new URLSearchParams(form).toString() });
};

/** Auth.js answers a bad CSRF token with a redirect (or JSON url) to its error page, `error=MissingCSRF`. */
export const isMissingCsrfAnswer = async (response: Response): Promise<boolean> => {
  const location = response.headers.get('location') ?? '';
  if (location.includes('error=MissingCSRF')) return true;
  if (!response.headers.get('content-type')?.includes('application/json')) return false;
  const text = await response.clone().text();
  return text.includes('error=MissingCSRF');
};

/** Parses a form body keeping repeated fields as arrays, so the codec can refuse them. */
export const parseFormBody = (body: string): Record<string, string | string[]> => {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return fields;
};

/** Auth.js's answer sets or clears its session cookie: a sign-in or a sign-out happened. */
export const setsSessionCookie = (response: Response): boolean =>
  response.headers.getSetCookie().some((cookie) => /^(__Secure-)?authjs\.session-token(\.\d+)?=/.test(cookie));

/** What a request under Auth.js's base path asks: its action and provider from the path, its form fields. */
export type AuthjsInput = {
  readonly post: boolean;
  readonly action: string;
  readonly provider: string | undefined;
  readonly fields: Readonly<Record<string, string>>;
};

/** The action and provider of a path under the base: `callback/credentials` is the password sign-in. */
export const authjsPathOf = (path: string) => {
  const [action = '', provider] = path.split('/');
  return { action, provider };
};

/** Reads an Auth.js request by `method`: the path's action and provider, and a POST's form (a GET sends none). */
export const authjsRequest = (method: 'GET' | 'POST'): RouteDecoder<AuthjsInput> => ({
  read: (request) =>
    decodeWith(AuthjsPathParams[method])(request.params).andThen((params) =>
      decodeWith(AuthFormBody)(method === 'POST' ? (request.body ?? {}) : {}).map((fields) => ({
        post: method === 'POST',
        ...authjsPathOf(params['*']),
        fields,
      })),
    ),
  codecs: { params: AuthjsPathParams[method], ...(method === 'POST' ? { body: AuthFormBody } : {}) },
});

export const isSigningOut = (input: AuthjsInput): boolean => input.post && input.action === 'signout';

/**
 * A sign-in form without the CSRF token the document requires: refused as malformed (400) before Auth.js, which would
 * answer it with a redirect to its MissingCSRF error page as if the form were well formed.
 */
export const signInWithoutCsrf = () => ({ type: 'SignInWithoutCsrf', message: 'MissingCSRF' }) as const;

/** What the shop refuses before Auth.js runs: a provider it does not have, a form without its CSRF token. */
export const refusalBeforeAuthjs = (input: AuthjsInput) => {
  const { action, provider } = input;
  if ((action === 'signin' || action === 'callback') && provider !== undefined && !isAuthProviderId(provider)) {
    return invalidProvider(provider, true);
  }
  if (!input.post || input.fields.csrfToken) return null;
  return isSigningOut(input) ? signOutWithoutCsrf() : signInWithoutCsrf();
};

/**
 * A sign-out with a CSRF token that is not this browser's: well formed, so not a 400 (that is a sign-out without
 * one, in the spec's catalogue), but forbidden, as a forged cross-site sign-out would be. Same text for the page.
 */
export const signOutCsrfMismatch = () =>
  ({ type: 'SignOutCsrfMismatch', message: signOutWithoutCsrf().message }) as const;

export type AuthjsRefusal =
  NonNullable<ReturnType<typeof refusalBeforeAuthjs>> | ReturnType<typeof signOutCsrfMismatch>;
