import * as t from 'io-ts';
import { decodeWith } from '../adapters/shop-api-contract/decode-with.ts';
import { ExtSessionIdCodec } from '../adapters/shop-api-contract/ext-session.codec.ts';
import { BuildIdCodec } from '../adapters/shop-api-contract/product-server.codec.ts';
import { jsonScript } from './json-script.ts';

/** What the server tells the browser bundle at hydration, in a JSON script element. */
export const BrowserConfig = t.type({
  shopApiBasePath: t.string,
  extSessionId: ExtSessionIdCodec,
  /** The build's date: the version query of translation files, so a new build fetches new texts. */
  buildDate: t.string,
  /** The build that rendered the page (builds/latest.json's id at server start); null in development. */
  buildId: t.union([BuildIdCodec, t.null]),
  /** The site's third-party integration ids; each loads only after the matching consent. */
  integrations: t.type({ analyticsId: t.union([t.string, t.null]), pushNotificationsId: t.union([t.string, t.null]) }),
  /** Whether the visitor still owes an answer to the current consent text: the server draws the banner then. */
  consentDue: t.boolean,
  /** How many items the session's cart holds, for the header's count; null when the cart could not be read. */
  cartItemCount: t.union([t.number, t.null]),
});
export type BrowserConfig = t.TypeOf<typeof BrowserConfig>;

export const BROWSER_CONFIG_ELEMENT_ID = 'storefront-config';

export const browserConfigScript = (config: BrowserConfig) => jsonScript(BROWSER_CONFIG_ELEMENT_ID, config);

export const readBrowserConfig = (json: string | null | undefined) => {
  try {
    return decodeWith(BrowserConfig)(JSON.parse(json ?? 'null'));
  } catch {
    return decodeWith(BrowserConfig)(null);
  }
};
