import { ResultAsync } from 'neverthrow';

export const LOG_PATH = '/api/log';

/** Sends one line to the server log; a report that cannot be sent is dropped, never shown to the shopper. */
export const httpLogError = (message: string): ResultAsync<void, never> =>
  ResultAsync.fromSafePromise(
    fetch(LOG_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ level: 'ERROR', message: message.slice(0, 2000) }),
      keepalive: true,
    }).then(
      () => undefined,
      () => undefined,
    ),
  );
