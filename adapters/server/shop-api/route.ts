import type * as t from 'io-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok, type Result, type ResultAsync } from 'neverthrow';
import { decodeWith, type DecodeFailure } from '../../shop-api-contract/decode-with.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { dataAnswer, errorAnswer, sendAnswer, type HttpAnswer } from '../http-answer.ts';
import type { ClaimedKey, Idempotency } from '../idempotency.ts';

/** A Shop API route as a value: the request in, the answer out (stored and replayed for idempotent writes). */
export type RouteHandler = (request: FastifyRequest, claimed?: ClaimedKey | null) => Promise<HttpAnswer>;

/**
 * Reads the route's input from the request; a failure is answered 400 before anything runs. An object, not a
 * bare function, so that TypeScript infers the input of `route({ decode: fromBody(Codec), run })`.
 */
export type RouteDecoder<I> = { readonly read: (request: FastifyRequest) => Result<I, DecodeFailure> };

/**
 * One Shop API route: `run` must produce its response codec's type, so a domain view that drifts from the
 * contract fails to compile, and the data is sent as the codec encodes it.
 */
export type RouteSpec<I, W, A, O, E> = {
  readonly decode: RouteDecoder<I>;
  /** Who is asking (the shopper, the signed-in customer…), read once the input decoded. */
  readonly who?: (request: FastifyRequest) => Promise<W>;
  /** `claimed` is the Idempotency-Key the request runs under, for work that commits its answer with it. */
  readonly run: (input: NoInfer<I>, who: NoInfer<W>, claimed: ClaimedKey | null) => ResultAsync<A, E>;
  /** The context's one exhaustive mapping from its errors to an answer. */
  readonly errors: (request: FastifyRequest, error: E) => HttpAnswer;
  /** The success status: 200 unless the route creates something. */
  readonly status?: number;
  /** The response codec the data goes out through. */
  readonly answer: t.Type<A, O, unknown>;
};

const badRequest = (failure: DecodeFailure): HttpAnswer =>
  errorAnswer(400, ERROR_CODES.badRequest, failure.errors.join('; '));

/** Decode or 400, find who asks, run the use case, answer its encoded data or its mapped error: every Shop API route. */
export const route =
  <I, W, A, O, E>({ decode, who, run, errors, status = 200, answer }: RouteSpec<I, W, A, O, E>): RouteHandler =>
  async (request, claimed = null) => {
    const input = decode.read(request);
    if (input.isErr()) return badRequest(input.error);
    const asking = who ? await who(request) : (undefined as W);
    const result = await run(input.value, asking, claimed);
    return result.match(
      (data) => dataAnswer(answer.encode(data), status),
      (error) => errors(request, error),
    );
  };

/** The Fastify handler that sends a route's answer. */
export const answered = (handler: RouteHandler) => async (request: FastifyRequest, reply: FastifyReply) =>
  sendAnswer(reply, await handler(request));

/** The Fastify handler of a state-changing route: once per Idempotency-Key (see idempotency.ts). */
export const answeredOnce =
  (idempotency: Idempotency, settings: { readonly scope: string; readonly required: boolean }, handler: RouteHandler) =>
  (request: FastifyRequest, reply: FastifyReply) =>
    idempotency.route(request, reply, settings, (claimed) => handler(request, claimed));

export const fromQuery = <A, O>(codec: t.Type<A, O, unknown>): RouteDecoder<A> => ({
  read: (request) => decodeWith(codec)(request.query),
});

export const fromBody = <A, O>(codec: t.Type<A, O, unknown>): RouteDecoder<A> => ({
  read: (request) => decodeWith(codec)(request.body),
});

export const fromParams = <A, O>(codec: t.Type<A, O, unknown>): RouteDecoder<A> => ({
  read: (request) => decodeWith(codec)(request.params),
});

/** Two parts of the request as one input (path parameters and body, say); the first failure answers. */
export const fromBoth = <A extends object, B extends object>(
  first: RouteDecoder<A>,
  second: RouteDecoder<B>,
): RouteDecoder<A & B> => ({
  read: (request) => first.read(request).andThen((a) => second.read(request).map((b) => ({ ...b, ...a }))),
});

/** A route that reads nothing from the request but its session. */
export const nothing: RouteDecoder<undefined> = { read: () => ok(undefined) };
