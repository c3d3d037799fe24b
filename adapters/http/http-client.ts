import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { HttpMethod } from '../../core/protocol/http-method.ts';
import { isErrorStatus } from '../../core/protocol/http-status.ts';
import { shouldRetry } from '../../core/protocol/retry-policy.ts';

export type HttpRequest = {
  readonly method: HttpMethod;
  readonly url: string;
  readonly body?: string;
  readonly headers?: Readonly<Record<string, string>>;
};

export type HttpResponse = { readonly status: number; readonly body: unknown };

export type HttpFailure =
  | { readonly type: 'NetworkFailure'; readonly url: string; readonly cause: string }
  | { readonly type: 'Timeout'; readonly url: string; readonly afterMs: number }
  | { readonly type: 'HttpStatus'; readonly url: string; readonly status: number; readonly body: unknown };

export type HttpClientOptions = {
  readonly timeoutMs: number;
  /** The Fetch implementation; the browser's or Node's by default. */
  readonly fetch?: typeof fetch;
};

export type HttpClient = { send(request: HttpRequest): ResultAsync<HttpResponse, HttpFailure> };

export const DEFAULT_TIMEOUT_MS = 10_000;

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** fetch with a timeout, statuses 400–599 as failures, and the core's retry decision (spec 7). */
export const createHttpClient = ({ timeoutMs, fetch: fetchImpl = globalThis.fetch }: HttpClientOptions): HttpClient => {
  const attempt = (request: HttpRequest): ResultAsync<HttpResponse, HttpFailure> =>
    ResultAsync.fromPromise(
      fetchImpl(request.url, {
        method: request.method,
        headers: { accept: 'application/json', ...request.headers },
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: AbortSignal.timeout(timeoutMs),
      }).then(async (response) => ({ status: response.status, body: parseBody(await response.text()) })),
      (cause): HttpFailure =>
        cause instanceof DOMException && cause.name === 'TimeoutError'
          ? { type: 'Timeout', url: request.url, afterMs: timeoutMs }
          : { type: 'NetworkFailure', url: request.url, cause: String(cause) },
    ).andThen((response) =>
      isErrorStatus(response.status)
        ? errAsync<HttpResponse, HttpFailure>({ type: 'HttpStatus', url: request.url, ...response })
        : okAsync(response),
    );

  const send = (request: HttpRequest, attemptNumber: number): ResultAsync<HttpResponse, HttpFailure> =>
    attempt(request).orElse((failure) =>
      failure.type === 'HttpStatus' &&
      shouldRetry({ method: request.method, status: failure.status, attempt: attemptNumber })
        ? send(request, attemptNumber + 1)
        : errAsync(failure),
    );

  return { send: (request) => send(request, 1) };
};
