export const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE', 'POST', 'PATCH'] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

export const isHttpMethod = (value: string): value is HttpMethod => (HTTP_METHODS as readonly string[]).includes(value);

/** RFC 9110 section 9.2.1: methods that ask for a read and change nothing on the server. */
export const SAFE_METHODS: readonly HttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'TRACE'];

export const isSafeMethod = (method: string): boolean =>
  (SAFE_METHODS as readonly string[]).includes(method.toUpperCase());

/** RFC 9110 section 9.2.2. */
export const IDEMPOTENT_METHODS: readonly HttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE'];

export const isIdempotentMethod = (method: string): boolean =>
  (IDEMPOTENT_METHODS as readonly string[]).includes(method.toUpperCase());
