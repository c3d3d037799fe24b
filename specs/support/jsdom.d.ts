// jsdom ships no types and @types/jsdom is not a dependency: the little the adapter specs use of it.
declare module 'jsdom' {
  export type StoredCookie = {
    readonly key: string;
    readonly value: string;
    readonly path: string;
    readonly secure: boolean;
    readonly sameSite: string;
    readonly maxAge: number | 'Infinity' | null;
  };

  export class JSDOM {
    constructor(html?: string, options?: { readonly url?: string });
    readonly window: Window & typeof globalThis;
    readonly cookieJar: { getCookiesSync(url: string): StoredCookie[] };
  }
}
