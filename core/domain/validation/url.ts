import { err, ok, type Result } from 'neverthrow';
import { isUrlHost } from './url-host.ts';

/** An absolute URL: scheme://[userinfo@]host[:port][/path][?query][#fragment]. */
export type Url = string & { readonly __brand: 'Url' };

export type InvalidUrl = { readonly type: 'InvalidUrl' };

export const invalidUrl = (): InvalidUrl => ({ type: 'InvalidUrl' });

// Written here because core has no URL global; no blanks or control characters anywhere.
const URL_PARTS =
  /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(?:[^\s\p{Cc}/?#@]*@)?(\[[^\s\p{Cc}/?#@\]]*\]|[^\s\p{Cc}/?#@:[\]]*)(?::(\d{1,5}))?(?:[/?#][^\s\p{Cc}]*)?$/u;

const MAX_PORT = 65_535;

export type UrlOptions = {
  /** Schemes allowed, in lower case without the colon, e.g. ['https']; any scheme when absent. */
  readonly schemes?: readonly string[];
};

/** Valid when the input parses as an absolute URL with a host (spec 5), with an allowed scheme if some are listed. */
export const validateUrl = (input: string, options: UrlOptions = {}): Result<Url, InvalidUrl> => {
  const parts = URL_PARTS.exec(input);
  if (parts === null) return err(invalidUrl());
  const [, scheme, host, port] = parts as unknown as [string, string, string, string | undefined];
  const portOk = port === undefined || Number(port) <= MAX_PORT;
  const schemeOk = options.schemes === undefined || options.schemes.includes(scheme.toLowerCase());
  return portOk && schemeOk && isUrlHost(host) ? ok(input as Url) : err(invalidUrl());
};
