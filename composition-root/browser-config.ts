import * as t from 'io-ts';
import { decodeWith } from '../adapters/shop-api-contract/decode-with.ts';
import { ExtSessionIdCodec } from '../adapters/shop-api-contract/ext-session.codec.ts';

/** What the server tells the browser bundle at hydration, in a JSON script element. */
export const BrowserConfig = t.type({ shopApiBasePath: t.string, extSessionId: ExtSessionIdCodec });
export type BrowserConfig = t.TypeOf<typeof BrowserConfig>;

export const BROWSER_CONFIG_ELEMENT_ID = 'storefront-config';

/** The script element carrying the config; `<` escaped so no value can close the element. */
export const browserConfigScript = (config: BrowserConfig) =>
  `<script id="${BROWSER_CONFIG_ELEMENT_ID}" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;

export const readBrowserConfig = (json: string | null | undefined) => {
  try {
    return decodeWith(BrowserConfig)(JSON.parse(json ?? 'null'));
  } catch {
    return decodeWith(BrowserConfig)(null);
  }
};
