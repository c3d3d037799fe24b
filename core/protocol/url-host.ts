/** The parts of a WHATWG URL the core reads; a type of its own, so the package's types need no DOM library. */
export type ParsedUrl = { readonly hostname: string; readonly protocol: string };

/** The URL, or `undefined` when the text does not parse as an absolute URL. */
export const parsedUrl = (text: string): ParsedUrl | undefined => {
  // Most page requests have no referrer: an absolute URL names its scheme, and a thrown error costs every render.
  if (!text.includes(':')) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

/**
 * The lower-case host of an absolute URL (`https://user@Shop.example:8443/x` -> `shop.example`),
 * or `undefined` when there is none.
 */
export const urlHost = (url: string): string | undefined => {
  const host = parsedUrl(url.trim())?.hostname.toLowerCase().replace(/\.$/, '');
  return host === '' ? undefined : host;
};

/** Whether `host` is `domain` itself or one of its subdomains. */
export const isHostWithin = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);
