import { errAsync, okAsync, ResultAsync } from 'neverthrow';

export type HttpFailure =
  | { readonly type: 'NetworkFailure'; readonly url: string; readonly cause: string }
  | { readonly type: 'HttpStatus'; readonly url: string; readonly status: number; readonly body: unknown };

export const DEFAULT_TIMEOUT_MS = 10_000;

const networkFailure =
  (url: string) =>
  (cause: unknown): HttpFailure => ({ type: 'NetworkFailure', url, cause: String(cause) });

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** GET a JSON document; statuses 400-599 are failures that keep the body for the caller to read. */
export const fetchJson = (url: string, timeoutMs = DEFAULT_TIMEOUT_MS): ResultAsync<unknown, HttpFailure> =>
  ResultAsync.fromPromise(
    fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) }).then(
      async (response) => ({ status: response.status, body: parseBody(await response.text()) }),
    ),
    networkFailure(url),
  ).andThen(({ status, body }) =>
    status >= 400 ? errAsync<unknown, HttpFailure>({ type: 'HttpStatus', url, status, body }) : okAsync(body),
  );
