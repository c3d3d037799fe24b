import { createHash, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Result, ResultAsync } from 'neverthrow';
import type { PageEventSkipped } from '../../../core/domain/marketing/page-event.ts';
import type { InvalidExportRange, PageEventBatches } from '../../../core/shop/marketing/export-page-events.use-case.ts';
import type { StoredPageEvent, TimeRange } from '../../../core/shop/marketing/page-event-store.port.ts';
import type { RecordPageEventInput } from '../../../core/shop/marketing/record-page-event.use-case.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { PageEventBody, PageEventExportQuery } from '../../shop-api-contract/product-server.codec.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { existingSessionId } from './product-server-hooks.ts';
import type { RepositoryFailure } from '../../../core/shop/repository-failure.ts';

export type PageEventRoutesDeps = {
  readonly recordPageEvent: (
    input: RecordPageEventInput,
  ) => ResultAsync<StoredPageEvent, PageEventSkipped | RepositoryFailure>;
  readonly exportPageEvents: (range: TimeRange) => Result<PageEventBatches, InvalidExportRange>;
  readonly checkRateLimit: RateLimitCheck;
  /** The bearer token of the analytics export; the export is switched off without one. */
  readonly exportToken: string | undefined;
};

const SCHEMA = { tags: ['product-server'] };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests so neither the length nor the content leaks through timing. */
const hasToken = (request: FastifyRequest, expected: string) => {
  const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
};

const ndjsonLines = async function* (
  first: readonly StoredPageEvent[],
  rest: AsyncIterator<Result<readonly StoredPageEvent[], RepositoryFailure>>,
) {
  for (const event of first) yield `${JSON.stringify(event)}\n`;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    // Past the headers a failure can only cut the stream short; the client sees an incomplete response.
    if (next.value.isErr()) throw new Error(`page event export failed: ${next.value.error.cause}`);
    for (const event of next.value.value) yield `${JSON.stringify(event)}\n`;
  }
};

const sendExport = async (reply: FastifyReply, batches: PageEventBatches) => {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  // The first batch is read before answering, so an unavailable store still gets a proper 503.
  if (first.done || first.value.isErr()) {
    return sendError(reply, 503, ERROR_CODES.internal, 'Page events are unavailable, try again shortly');
  }
  return reply
    .type('application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(Readable.from(ndjsonLines(first.value.value, iterator)));
};

/** POST /api/event/page (spec 7) and its NDJSON export for analytics. */
export const pageEventRoutes = (deps: PageEventRoutesDeps) => async (app: FastifyInstance) => {
  app.post(
    '/api/event/page',
    {
      schema: { ...SCHEMA, summary: 'Record a page view (kept only with analytics consent, never for crawlers)' },
      preHandler: rateLimitedByIp(deps.checkRateLimit, RATE_LIMITS.pageEvent),
    },
    async (request, reply) => {
      const event = decodeWith(PageEventBody)(request.body);
      if (event.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, event.error.errors.join('; '));
      const sessionId = existingSessionId(request);
      // Without a session there is no stored consent, so nothing may be kept.
      if (sessionId === undefined) return reply.status(204).send();
      const recorded = await deps.recordPageEvent({
        sessionId,
        event: event.value,
        clientIp: request.ip,
        requestUserAgent: request.headers['user-agent'],
      });
      if (recorded.isOk()) return sendData(reply.status(201), { id: recorded.value.id });
      const error = recorded.error;
      switch (error.type) {
        case 'ConsentNotGiven':
        case 'CrawlerVisit':
          return reply.status(204).send();
        case 'RepositoryFailure':
          request.log.error({ cause: error.cause }, 'page event store failed');
          return sendError(reply, 503, ERROR_CODES.internal, 'Page events are unavailable, try again shortly');
        default:
          return error satisfies never;
      }
    },
  );

  app.get(
    '/api/event/page/export',
    {
      schema: {
        ...SCHEMA,
        summary: 'Page events recorded between two instants, as NDJSON (Authorization: Bearer ANALYTICS_EXPORT_TOKEN)',
      },
    },
    async (request, reply) => {
      if (deps.exportToken === undefined) {
        return sendError(reply, 403, ERROR_CODES.forbidden, 'The analytics export is not enabled on this server');
      }
      if (!hasToken(request, deps.exportToken)) {
        reply.header('www-authenticate', 'Bearer');
        return sendError(reply, 401, ERROR_CODES.unauthorized, 'The analytics export needs its bearer token');
      }
      const query = decodeWith(PageEventExportQuery)(request.query);
      if (query.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, query.error.errors.join('; '));
      const batches = deps.exportPageEvents(query.value);
      if (batches.isErr()) {
        return sendError(reply, 400, ERROR_CODES.badRequest, '`from` must be before `to`, at most 366 days apart');
      }
      return sendExport(reply, batches.value);
    },
  );
};
