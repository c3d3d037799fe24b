/** A request parameter as the Shop API client accepts it; `undefined` and `null` are left out. */
export type ParamValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export type ParamPairs = readonly (readonly [string, string])[];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The WHATWG application/x-www-form-urlencoded byte serializer, the same output as URLSearchParams. */
const encodeComponent = (text: string): string =>
  encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'))
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

export const formEncode = (pairs: ParamPairs): string =>
  pairs.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`).join('&');

/** Name/value pairs in order; an array becomes one pair per element under the same name. */
export const paramPairs = (params: Readonly<Record<string, ParamValue>>): ParamPairs =>
  Object.entries(params).flatMap(([name, value]): (readonly [string, string])[] => {
    if (value === undefined || value === null) return [];
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
    return values.map((item) => [name, String(item)] as const);
  });
