import { createHash, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errAsync, okAsync, ResultAsync, type Result } from 'neverthrow';
import type { PageEventSkipped } from '../../../core/domain/marketing/page-event.ts';
import type { InvalidExportRange, PageEventBatches } from '../../../core/shop/marketing/export-page-events.use-case.ts';
import type { StoredPageEvent, TimeRange } from '../../../core/shop/marketing/page-event-store.port.ts';
import type { RecordPageEventInput } from '../../../core/shop/marketing/record-page-event.use-case.ts';
import {
  PageEventBody,
  PageEventExportQuery,
  PageEventRecordedCodec,
} from '../../shop-api-contract/product-server.codec.ts';
import { sendAnswer } from '../http-answer.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { answered, fromBody, fromQuery, rawRoute, route } from '../route.ts';
import { existingSessionId } from './product-server-hooks.ts';
import type { SessionCookie } from '../storefront-session-cookie.ts';
import { pageEventErrorAnswer, type ExportRefused } from './page-event-errors.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';

export type PageEventRoutesDeps = {
  readonly recordPageEvent: (
    input: RecordPageEventInput,
  ) => ResultAsync<StoredPageEvent, PageEventSkipped | RepositoryFailure>;
  readonly exportPageEvents: (range: TimeRange) => Result<PageEventBatches, InvalidExportRange>;
  readonly checkRateLimit: RateLimitCheck;
  /** The bearer token of the analytics export; the export is switched off without one. */
  readonly exportToken: string | undefined;
  readonly sessionCookie: SessionCookie;
};

const SCHEMA = { tags: ['product-server'] };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests so neither the length nor the content leaks through timing. */
const hasToken = (request: FastifyRequest, expected: string) => {
  const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
};

/** Why the export is refused to this request, or undefined when its bearer token is the export's. */
const exportRefusal = (request: FastifyRequest, token: string | undefined): ExportRefused | undefined => {
  if (token === undefined) return { type: 'ExportDisabled' };
  return hasToken(request, token) ? undefined : { type: 'ExportTokenMissing' };
};

type StartedExport = {
  readonly first: readonly StoredPageEvent[];
  readonly rest: AsyncIterator<Result<readonly StoredPageEvent[], RepositoryFailure>>;
};

/** The first batch is read before answering, so an unavailable store still gets a proper 503. */
const startExport = (batches: PageEventBatches): ResultAsync<StartedExport, RepositoryFailure> => {
  const rest = batches[Symbol.asyncIterator]();
  return ResultAsync.fromSafePromise(rest.next()).andThen((first) =>
    first.done ? okAsync({ first: [], rest }) : first.value.map((events) => ({ first: events, rest })),
  );
};

const ndjsonLines = async function* ({ first, rest }: StartedExport) {
  for (const event of first) yield `${JSON.stringify(event)}\n`;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    // Past the headers a failure can only cut the stream short; the client sees an incomplete response.
    if (next.value.isErr()) throw new Error(`page event export failed: ${next.value.error.cause}`);
    for (const event of next.value.value) yield `${JSON.stringify(event)}\n`;
  }
};

/** POST /api/event/page (spec 7) and its NDJSON export for analytics. */
export const pageEventRoutes = (deps: PageEventRoutesDeps) => async (app: FastifyInstance) => {
  app.post(
    '/api/event/page',
    {
      schema: { ...SCHEMA, summary: 'Record a page view (kept only with analytics consent, never for crawlers)' },
      preHandler: rateLimitedByIp(deps.checkRateLimit, RATE_LIMITS.pageEvent),
    },
    answered(
      route({
        decode: fromBody(PageEventBody),
        who: async (request) => ({
          sessionId: existingSessionId(request, deps.sessionCookie),
          clientIp: request.ip,
          requestUserAgent: request.headers['user-agent'],
        }),
        run: (event, { sessionId, clientIp, requestUserAgent }) =>
          // Without a session there is no stored consent, so nothing may be kept.
          sessionId === undefined
            ? errAsync({ type: 'ConsentNotGiven' as const })
            : deps.recordPageEvent({ sessionId, event, clientIp, requestUserAgent }).map(({ id }) => ({ id })),
        errors: pageEventErrorAnswer,
        status: 201,
        answer: PageEventRecordedCodec,
      }),
    ),
  );

  // The token is checked before the query is read: without it, nothing about the export is answered.
  const requireExportToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = exportRefusal(request, deps.exportToken);
    if (refusal === undefined) return;
    if (refusal.type === 'ExportTokenMissing') reply.header('www-authenticate', 'Bearer');
    return sendAnswer(reply, pageEventErrorAnswer(request, refusal));
  };

  app.get(
    '/api/event/page/export',
    {
      schema: {
        ...SCHEMA,
        summary: 'Page events recorded between two instants, as NDJSON (Authorization: Bearer ANALYTICS_EXPORT_TOKEN)',
      },
      preHandler: requireExportToken,
    },
    rawRoute({
      decode: fromQuery(PageEventExportQuery),
      run: (range) => deps.exportPageEvents(range).asyncAndThen(startExport),
      errors: pageEventErrorAnswer,
      // A stream of lines, not the JSON envelope.
      send: (reply, started) =>
        reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(Readable.from(ndjsonLines(started))),
    }),
  );
};
