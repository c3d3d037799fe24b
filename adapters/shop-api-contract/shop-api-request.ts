import { formEncode, paramPairs, type ParamValue } from './form-encoding.ts';
import type { HttpMethod } from '../../core/protocol/http-method.ts';

export const EXT_SESSION_ID_PARAM = 'ext_session_id';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export type ShopApiRequest =
  | { readonly method: 'GET' | 'HEAD'; readonly url: string }
  | { readonly method: Exclude<HttpMethod, 'GET' | 'HEAD'>; readonly url: string; readonly body: string };

export type ShopApiRequestContext = {
  readonly extSessionId: string;
  readonly globalParams: Readonly<Record<string, ParamValue>>;
};

const present = (params: Readonly<Record<string, ParamValue>>, name: string): boolean =>
  Object.hasOwn(params, name) && params[name] !== undefined && params[name] !== null;

/**
 * The wire form of a Shop API call: GET with a query string, every other method with a form-encoded body.
 * Every call carries the session's ext_session_id (a caller cannot override it); global params fill in
 * only the names the call did not set.
 */
export const buildShopApiRequest = (
  method: HttpMethod,
  path: string,
  params: Readonly<Record<string, ParamValue>>,
  context: ShopApiRequestContext,
): ShopApiRequest => {
  const globals = Object.entries(context.globalParams).filter(
    ([name]) => name !== EXT_SESSION_ID_PARAM && !present(params, name),
  );
  const encoded = formEncode(
    paramPairs({
      ...Object.fromEntries(Object.entries(params).filter(([name]) => name !== EXT_SESSION_ID_PARAM)),
      [EXT_SESSION_ID_PARAM]: context.extSessionId,
      ...Object.fromEntries(globals),
    }),
  );
  if (method === 'GET' || method === 'HEAD') {
    return { method, url: `${path}${path.includes('?') ? '&' : '?'}${encoded}` };
  }
  return { method, url: path, body: encoded };
};
