import type { ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The first answer to a state-changing request: its status and its body as sent (JSON text), replayed as they were. */
export type StoredResponse = {
  readonly status: number;
  readonly body: string;
  /** Written with the work's own commit, before its final touches: replayed only once its request has ended. */
  readonly provisional?: boolean;
};

export type IdempotencyClaim =
  /** Nobody used the key yet (or its holder died): the caller runs the request. */
  | { readonly kind: 'claimed' }
  /** Done before with the same request: answer with the stored response. */
  | { readonly kind: 'replay'; readonly response: StoredResponse }
  /** The key was used for another request. */
  | { readonly kind: 'mismatch' }
  /** The same request is running right now; `answered` once its work committed with a provisional answer. */
  | { readonly kind: 'in-progress'; readonly answered?: StoredResponse };

/** Idempotency keys by scope (who and what) and key, shared by every server instance. */
export interface IdempotencyStore {
  /** Claims the key for a request whose canonical form hashes to `requestHash`; a claim not renewed for `leaseMs` is taken over. */
  claim(
    scope: string,
    key: string,
    requestHash: string,
    leaseMs: number,
  ): ResultAsync<IdempotencyClaim, RepositoryFailure>;
  /** Keeps a claim alive while its request runs: one its instance stopped renewing (it died) is free after the lease. */
  renew(scope: string, key: string): ResultAsync<void, RepositoryFailure>;
  complete(scope: string, key: string, response: StoredResponse): ResultAsync<void, RepositoryFailure>;
  /** Forgets a claim whose request did not succeed, so that a corrected retry may run; a provisional answer becomes final. */
  release(scope: string, key: string): ResultAsync<void, RepositoryFailure>;
}
