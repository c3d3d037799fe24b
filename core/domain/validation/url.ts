import { err, ok, type Result } from 'neverthrow';
import { parsedUrl } from '../../protocol/url-host.ts';
import { isUrlHost } from './host-syntax.ts';

/** An absolute URL: scheme://[userinfo@]host[:port][/path][?query][#fragment]. */
export type Url = string & { readonly __brand: 'Url' };

export type InvalidUrl = { readonly type: 'InvalidUrl' };

export const invalidUrl = (): InvalidUrl => ({ type: 'InvalidUrl' });

// What URL parses but spec 5 refuses is checked on the text: '://', blanks and control characters, the host as
// written (URL rewrites '192.168.0' and accepts 'a..b'), one '@', a port of digits (URL drops an empty one).
const SCHEME_AND_AUTHORITY = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)/;
const BLANK_OR_CONTROL = /[\s\p{Cc}]/u;
const HOST_AND_PORT = /^(\[[^\]]*\]|[^:[\]]*)(?::\d+)?$/;

export type UrlOptions = {
  /** Schemes allowed, in lower case without the colon, e.g. ['https']; any scheme when absent. */
  readonly schemes?: readonly string[];
};

/** Valid when the input parses as an absolute URL with a host (spec 5), with an allowed scheme if some are listed. */
export const validateUrl = (input: string, options: UrlOptions = {}): Result<Url, InvalidUrl> => {
  const authority = SCHEME_AND_AUTHORITY.exec(input)?.[1];
  if (authority === undefined || BLANK_OR_CONTROL.test(input)) return err(invalidUrl());
  const url = parsedUrl(input);
  const written = HOST_AND_PORT.exec(authority.slice(authority.indexOf('@') + 1));
  if (url === undefined || url.hostname === '' || written === null) return err(invalidUrl());
  const scheme = url.protocol.slice(0, -1);
  const schemeOk = options.schemes === undefined || options.schemes.includes(scheme);
  // Group 1 takes part in every match of HOST_AND_PORT.
  return schemeOk && isUrlHost(String(written[1])) ? ok(input as Url) : err(invalidUrl());
};
