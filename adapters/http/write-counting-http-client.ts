import { isSafeMethod } from '../../core/protocol/http-method.ts';
import type { HttpClient } from './http-client.ts';

/**
 * An HTTP client that counts the writes it completed (answered or failed): whatever a page opened before a write
 * shows may have changed since.
 */
export const writeCountingHttpClient = (
  http: HttpClient,
): { readonly http: HttpClient; readonly writes: () => number } => {
  let writes = 0;
  const counted = () => {
    writes += 1;
  };
  return {
    http: {
      send: (request) => {
        const sent = http.send(request);
        if (isSafeMethod(request.method)) return sent;
        return sent.map((response) => (counted(), response)).mapErr((failure) => (counted(), failure));
      },
    },
    writes: () => writes,
  };
};
