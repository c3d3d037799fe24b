import type * as t from 'io-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import { decodeWith, type DecodeFailure } from '../shop-api-contract/decode-with.ts';
import { ERROR_CODES } from './error-envelope.ts';
import { dataAnswer, errorAnswer, noContentAnswer, sendAnswer, type HttpAnswer } from './http-answer.ts';
import type { ClaimedKey, Idempotency } from './idempotency.ts';
import type { ErrorMapping } from './error-mapping.ts';

/** The codecs of each part of the request a route reads. */
export type RequestCodecs = {
  readonly querystring?: t.Any;
  readonly params?: t.Any;
  readonly body?: t.Any;
};

/** What a route reads and answers, as codecs: the OpenAPI document is written from it. */
export type RouteContract = {
  readonly request: RequestCodecs;
  /** The data codec of a JSON answer; absent for a route whose success is a file, an image or a stream. */
  readonly answer?: t.Any;
  readonly status: number;
  /** Every status the route's error mapping answers, besides the 400 of an input that does not decode. */
  readonly errorStatuses: readonly number[];
  /** Whether the route runs once per Idempotency-Key header, and whether the header is required. */
  readonly idempotencyKey?: 'required' | 'optional';
};

/** A route as a value: the request in, the answer out (stored and replayed for idempotent writes). */
export type RouteHandler = ((request: FastifyRequest, claimed?: ClaimedKey | null) => Promise<HttpAnswer>) & {
  readonly contract?: RouteContract;
};

/**
 * Reads the route's input from the request; a failure is answered 400 before anything runs. An object, not a
 * bare function, so that TypeScript infers the input of `route({ decode: fromBody(Codec), run })`.
 */
export type RouteDecoder<I> = {
  readonly read: (request: FastifyRequest) => Result<I, DecodeFailure>;
  readonly codecs: RequestCodecs;
};

/** The contract a Fastify handler answers by, when it is a route's (see `contractOf`). */
const CONTRACT = Symbol('route contract');

/** Hands a route's contract on to the handler Fastify is given, where the OpenAPI document finds it. */
export const withContract = <F extends object>(handler: F, contract: RouteContract | undefined): F =>
  contract === undefined ? handler : Object.assign(handler, { [CONTRACT]: contract });

/** The contract of a registered Fastify handler; undefined for a route not made with `route`. */
export const contractOf = (handler: unknown): RouteContract | undefined =>
  typeof handler === 'function' ? (handler as { [CONTRACT]?: RouteContract })[CONTRACT] : undefined;

/**
 * One route: `run` must produce its response codec's type, so a domain view that drifts from the
 * contract fails to compile, and the data is sent as the codec encodes it.
 */
export type RouteSpec<I, W, A, O, E> = {
  readonly decode: RouteDecoder<I>;
  /** Who is asking (the shopper, the signed-in customer…), read once the input decoded. */
  readonly who?: (request: FastifyRequest) => Promise<W>;
  /** `claimed` is the Idempotency-Key the request runs under, for work that commits its answer with it. */
  readonly run: (input: NoInfer<I>, who: NoInfer<W>, claimed: ClaimedKey | null) => ResultAsync<A, E>;
  /** The context's one exhaustive mapping from its errors to an answer, with the statuses it answers. */
  readonly errors: ErrorMapping<E>;
  /** The success status: 200 unless the route creates something; 204 answers no body. */
  readonly status?: number;
  /** The response codec the data goes out through. */
  readonly answer: t.Type<A, O, unknown>;
};

const badRequest = (failure: DecodeFailure): HttpAnswer =>
  errorAnswer(400, ERROR_CODES.badRequest, failure.errors.join('; '));

/** Decode or 400, find who asks, run the use case: what every route does before it answers. */
const outcomeOf = async <I, W, A, E>(
  { decode, who, errors }: Pick<RouteSpec<I, W, A, unknown, E>, 'decode' | 'who' | 'errors'>,
  run: (input: I, who: W) => ResultAsync<A, E>,
  request: FastifyRequest,
): Promise<Result<A, HttpAnswer>> => {
  const input = decode.read(request);
  if (input.isErr()) return err(badRequest(input.error));
  const asking = who ? await who(request) : (undefined as W);
  return (await run(input.value, asking)).mapErr((error) => {
    const answer = errors(request, error);
    // The document lists the declared statuses only: another one is a breach of the contract, to be fixed.
    if (!errors.statuses.includes(answer.status)) request.log.error({ status: answer.status }, 'undeclared status');
    return answer;
  });
};

/** Decode or 400, find who asks, run the use case, answer its encoded data or its mapped error: every JSON route. */
export const route = <I, W, A, O, E>(spec: RouteSpec<I, W, A, O, E>): RouteHandler => {
  const { decode, run, status = 200, answer } = spec;
  const handler = async (request: FastifyRequest, claimed: ClaimedKey | null = null) => {
    const outcome = await outcomeOf(spec, (input, who) => run(input, who, claimed), request);
    return outcome.match(
      (data) => (status === 204 ? noContentAnswer : dataAnswer(answer.encode(data), status)),
      (failure) => failure,
    );
  };
  return Object.assign(handler, {
    contract: { request: decode.codecs, answer, status, errorStatuses: spec.errors.statuses },
  });
};

/** The Fastify handler that sends a route's answer. */
export const answered = (handler: RouteHandler) =>
  withContract(
    async (request: FastifyRequest, reply: FastifyReply) => sendAnswer(reply, await handler(request)),
    handler.contract,
  );

/** The Fastify handler of a state-changing route: once per Idempotency-Key (see idempotency.ts). */
export const answeredOnce = (
  idempotency: Idempotency,
  settings: { readonly scope: string; readonly required: boolean },
  handler: RouteHandler,
) =>
  withContract(
    (request: FastifyRequest, reply: FastifyReply) =>
      idempotency.route(request, reply, settings, (claimed) => handler(request, claimed)),
    handler.contract && {
      ...handler.contract,
      idempotencyKey: settings.required ? ('required' as const) : ('optional' as const),
    },
  );

export const fromQuery = <A, O>(codec: t.Type<A, O, unknown>): RouteDecoder<A> => ({
  read: (request) => decodeWith(codec)(request.query),
  codecs: { querystring: codec },
});

export const fromBody = <A, O>(codec: t.Type<A, O, unknown>): RouteDecoder<A> => ({
  read: (request) => decodeWith(codec)(request.body),
  codecs: { body: codec },
});

/** A body the client may leave out altogether (every field optional): read as an empty form. */
export const fromOptionalBody = <A, O>(codec: t.Type<A, O, unknown>): RouteDecoder<A> => ({
  read: (request) => decodeWith(codec)(request.body ?? {}),
  codecs: { body: codec },
});

export const fromParams = <A, O>(codec: t.Type<A, O, unknown>): RouteDecoder<A> => ({
  read: (request) => decodeWith(codec)(request.params),
  codecs: { params: codec },
});

/** Two parts of the request as one input (path parameters and body, say); the first failure answers. */
export const fromBoth = <A extends object, B extends object>(
  first: RouteDecoder<A>,
  second: RouteDecoder<B>,
): RouteDecoder<A & B> => ({
  read: (request) => first.read(request).andThen((a) => second.read(request).map((b) => ({ ...b, ...a }))),
  codecs: { ...first.codecs, ...second.codecs },
});

/** A route that reads nothing from the request but its session. */
export const nothing: RouteDecoder<undefined> = { read: () => ok(undefined), codecs: {} };

/** A file a route answers with instead of the JSON envelope: an invoice's PDF. */
export type FileAnswer = { readonly contentType: string; readonly fileName: string; readonly bytes: Uint8Array };

/** How a route whose success is not the JSON envelope (a file, an image, a stream, a manifest) sends its data. */
export type SendRaw<A> = (reply: FastifyReply, data: A) => FastifyReply | Promise<FastifyReply>;

/**
 * A route whose success goes out in its own form: decoded, asked and mapped like every route (its failures are
 * the context's envelopes), only the data is sent by `send`.
 */
export const rawRoute = <I, W, A, E>(
  spec: Omit<RouteSpec<I, W, A, A, E>, 'answer' | 'status' | 'run'> & {
    readonly run: (input: NoInfer<I>, who: NoInfer<W>) => ResultAsync<A, E>;
    readonly send: SendRaw<A>;
  },
) =>
  withContract(
    async (request: FastifyRequest, reply: FastifyReply) => {
      const outcome = await outcomeOf(spec, spec.run, request);
      return outcome.isErr() ? sendAnswer(reply, outcome.error) : spec.send(reply, outcome.value);
    },
    { request: spec.decode.codecs, status: 200, errorStatuses: spec.errors.statuses },
  );

const sendAttachment: SendRaw<FileAnswer> = (reply, file) =>
  reply
    .status(200)
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(Buffer.from(file.bytes));

/** A route whose success is a file, to be downloaded under its name. */
export const fileRoute = <I, W, E>(spec: Omit<Parameters<typeof rawRoute<I, W, FileAnswer, E>>[0], 'send'>) =>
  rawRoute({ ...spec, send: sendAttachment });
