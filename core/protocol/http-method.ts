export const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE', 'POST', 'PATCH'] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

export const isHttpMethod = (value: string): value is HttpMethod => (HTTP_METHODS as readonly string[]).includes(value);

/** RFC 9110 section 9.2.2. */
export const IDEMPOTENT_METHODS: readonly HttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE'];

export const isIdempotentMethod = (method: string): boolean =>
  (IDEMPOTENT_METHODS as readonly string[]).includes(method.toUpperCase());
