import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyStore, StoredResponse } from '../../core/shop/idempotency/idempotency-store.port.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { IdempotencyKeyCodec } from '../shop-api-contract/form-fields.codec.ts';
import { ERROR_CODES } from './error-envelope.ts';
import { errorAnswer, sendAnswer, type HttpAnswer } from './http-answer.ts';

export type IdempotencyOptions = {
  /** A claim not renewed for this long belongs to a request that died; the next one with the key may take it over. */
  readonly leaseMs: number;
  /** How often a running request renews its claim: a few times per lease, so a slow query never loses it. */
  readonly heartbeatMs: number;
  /** How long a duplicate waits for the first request before answering 409 "in progress". */
  readonly waitMs: number;
  readonly pollMs: number;
};

export const IDEMPOTENCY_DEFAULTS: IdempotencyOptions = {
  leaseMs: 6_000,
  heartbeatMs: 1_500,
  waitMs: 15_000,
  pollMs: 25,
};

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Keys sorted at every level, so the same form in another field order is the same request. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

/** The request as far as its effect goes: route, path parameters and body; the session is in the scope already. */
const requestHash = (request: FastifyRequest): string => {
  const { ext_session_id: _, ...body } = (request.body ?? {}) as Record<string, unknown>;
  const fingerprint = canonical({
    method: request.method,
    route: request.routeOptions.url,
    params: request.params,
    body,
  });
  return createHash('sha256').update(fingerprint).digest('hex');
};

/** The key a request runs under, for work that records its answer itself (in its own transaction). */
export type ClaimedKey = { readonly scope: string; readonly key: string };

/** Kept as the JSON text sent, so that a replay is the same bytes. */
export const storedAnswerOf = (answer: HttpAnswer): StoredResponse => ({
  status: answer.status,
  body: JSON.stringify(answer.body),
});

/** The stored JSON text, sent again as it was. */
const replayOf = (response: StoredResponse): HttpAnswer => ({ status: response.status, body: response.body });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const unavailable = () => errorAnswer(503, ERROR_CODES.internal, 'The service is unavailable, try again shortly');

/**
 * Runs a state-changing request once per key: the same key with the same request gets the first
 * answer again (status and body); with another request, 409. A duplicate arriving while the first
 * still runs waits for it (up to `waitMs`), so doubled clicks and client retries both see one result.
 * Only successes are kept: after a failure the key is free again, for a corrected retry.
 */
export const idempotency = (store: IdempotencyStore, options: IdempotencyOptions = IDEMPOTENCY_DEFAULTS) => {
  const once = async (
    scope: string,
    key: string,
    request: FastifyRequest,
    handle: (claimed: ClaimedKey | null) => Promise<HttpAnswer>,
  ): Promise<HttpAnswer & { readonly replayed: boolean }> => {
    const hash = requestHash(request);
    const giveUpAt = Date.now() + options.waitMs;
    for (;;) {
      const claim = await store.claim(scope, key, hash, options.leaseMs);
      if (claim.isErr()) {
        request.log.error({ cause: claim.error.cause }, 'idempotency store unavailable');
        return { ...unavailable(), replayed: false };
      }
      switch (claim.value.kind) {
        case 'claimed':
          return { ...(await runClaimed(scope, key, request, handle)), replayed: false };
        case 'replay':
          return { ...replayOf(claim.value.response), replayed: true };
        case 'mismatch':
          return {
            ...errorAnswer(409, ERROR_CODES.conflict, 'This Idempotency-Key was already used for a different request'),
            replayed: false,
          };
        case 'in-progress':
          if (Date.now() >= giveUpAt) {
            // The work committed; its request is slow or gone: its provisional answer beats a 409.
            if (claim.value.answered) return { ...replayOf(claim.value.answered), replayed: true };
            return {
              ...errorAnswer(409, ERROR_CODES.conflict, 'A request with this Idempotency-Key is still in progress'),
              replayed: false,
            };
          }
          await sleep(options.pollMs);
      }
    }
  };

  const runClaimed = async (
    scope: string,
    key: string,
    request: FastifyRequest,
    handle: (claimed: ClaimedKey | null) => Promise<HttpAnswer>,
  ) => {
    let answer: HttpAnswer;
    // The claim lives while this process does: a killed instance stops renewing it and a retry takes over in seconds.
    const heartbeat = setInterval(() => {
      void store.renew(scope, key).mapErr((failure) => {
        request.log.warn({ cause: failure.cause }, 'idempotency claim not renewed');
      });
    }, options.heartbeatMs);
    try {
      answer = await handle({ scope, key });
    } catch (thrown) {
      clearInterval(heartbeat);
      await store.release(scope, key);
      throw thrown;
    }
    clearInterval(heartbeat);
    const kept =
      answer.status < 300 ? await store.complete(scope, key, storedAnswerOf(answer)) : await store.release(scope, key);
    if (kept.isErr()) request.log.error({ cause: kept.error.cause }, 'idempotency key not recorded');
    return answer;
  };

  /**
   * Answers a state-changing route through its Idempotency-Key header. `scope` names the route's
   * family; the caller's session is added so that one shopper's key never replays another's answer.
   * `handle` gets the claimed key (null without one) when its work records the answer itself.
   */
  const route = async (
    request: FastifyRequest,
    reply: FastifyReply,
    settings: { readonly scope: string; readonly required: boolean },
    handle: (claimed: ClaimedKey | null) => Promise<HttpAnswer>,
  ) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) {
      if (!settings.required) return sendAnswer(reply, await handle(null));
      return sendAnswer(reply, errorAnswer(400, ERROR_CODES.badRequest, 'The Idempotency-Key header is required'));
    }
    const key = decodeWith(IdempotencyKeyCodec)(header);
    if (key.isErr()) {
      return sendAnswer(
        reply,
        errorAnswer(400, ERROR_CODES.badRequest, `Idempotency-Key: ${key.error.errors.join('; ')}`),
      );
    }
    const answer = await once(`${settings.scope}:${request.extSessionId}`, key.value, request, handle);
    if (!answer.replayed) return sendAnswer(reply, answer);
    return reply
      .header(REPLAYED_HEADER, 'true')
      .type('application/json; charset=utf-8')
      .status(answer.status)
      .send(answer.body);
  };

  return { route };
};

export type Idempotency = ReturnType<typeof idempotency>;
