import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { PageEvent } from '../../core/domain/marketing/page-event.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { PageEventStore, StoredPageEvent } from '../../core/shop/marketing/page-event-store.port.ts';
import type { ShopDatabase } from './database.ts';
import { pageEvents } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

export const postgresPageEventStore = (db: ShopDatabase): PageEventStore => ({
  record: (stored) =>
    ResultAsync.fromPromise(
      db.insert(pageEvents).values({
        id: stored.id,
        sessionId: stored.sessionId,
        event: stored.event as unknown as Record<string, unknown>,
        createdAt: new Date(stored.recordedAt),
      }),
      failure,
    ).map(() => undefined),

  listBetween: (range, after, limit) => {
    const inRange = and(gte(pageEvents.createdAt, new Date(range.from)), lt(pageEvents.createdAt, new Date(range.to)));
    const afterCursor =
      after === null
        ? undefined
        : or(
            gt(pageEvents.createdAt, new Date(after.recordedAt)),
            and(eq(pageEvents.createdAt, new Date(after.recordedAt)), gt(pageEvents.id, after.id)),
          );
    return ResultAsync.fromPromise(
      db
        .select()
        .from(pageEvents)
        .where(and(inRange, afterCursor))
        .orderBy(asc(pageEvents.createdAt), asc(pageEvents.id))
        .limit(limit),
      failure,
    ).map((rows) =>
      rows.map((row): StoredPageEvent => ({
        id: row.id,
        sessionId: (row.sessionId ?? '') as SessionId,
        recordedAt: row.createdAt.getTime(),
        // Written only by `record` above, from a decoded body.
        event: row.event as unknown as PageEvent,
      })),
    );
  },
});
