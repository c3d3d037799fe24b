const SCHEME_AND_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

/**
 * The lower-case host of an absolute URL (`https://user@Shop.example:8443/x` -> `shop.example`),
 * or `undefined` when there is none. Written by hand because core has no `URL` global.
 */
export const urlHost = (url: string): string | undefined => {
  const authority = SCHEME_AND_AUTHORITY.exec(url.trim())?.[1] ?? '';
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const host = hostAndPort.startsWith('[')
    ? hostAndPort.slice(0, hostAndPort.indexOf(']') + 1)
    : hostAndPort.replace(/:\d*$/, '');
  const normalised = host.toLowerCase().replace(/\.$/, '');
  return normalised === '' ? undefined : normalised;
};

/** Whether `host` is `domain` itself or one of its subdomains. */
export const isHostWithin = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);
