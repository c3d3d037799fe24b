import { errAsync, type ResultAsync } from 'neverthrow';
import { grantedCategories, NOTHING_GRANTED } from '../../domain/consent/consent.ts';
import { pageEventCheck, type PageEvent, type PageEventSkipped } from '../../domain/marketing/page-event.ts';
import { sessionConsent, type Session } from '../../domain/session/session.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { StorefrontSessionRepository } from '../session/storefront-session-repository.port.ts';
import { anonymiseIp } from './anonymise-ip.ts';
import type { PageEventStore, StoredPageEvent } from './page-event-store.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type RecordPageEventDeps = {
  readonly sessions: StorefrontSessionRepository;
  readonly pageEvents: PageEventStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

export type RecordPageEventInput = {
  readonly sessionId: SessionId;
  /** The body as sent, less its `ip`: the address is taken from the connection. */
  readonly event: Omit<PageEvent, 'ip'>;
  /** The address the request came from, as the server saw it. */
  readonly clientIp: string;
  /** The request's own User-Agent header, checked as well as the body's. */
  readonly requestUserAgent: string | undefined;
};

/** The server stores the consent answer the visitor gave, whatever text version it was given to. */
const grantedBy = (session: Session | undefined) => {
  const consent = session === undefined ? undefined : sessionConsent(session);
  return consent === undefined ? NOTHING_GRANTED : grantedCategories(consent, consent.consentVersion);
};

/** POST /api/event/page: kept only with analytics consent stored in the session, and never for a crawler. */
export const recordPageEvent =
  (deps: RecordPageEventDeps) =>
  (input: RecordPageEventInput): ResultAsync<StoredPageEvent, PageEventSkipped | RepositoryFailure> =>
    deps.sessions.find(input.sessionId).andThen((session) => {
      const granted = grantedBy(session);
      const skipped = pageEventCheck(input.requestUserAgent, granted).andThen(() =>
        pageEventCheck(input.event.userAgent, granted),
      );
      if (skipped.isErr()) return errAsync(skipped.error);
      const stored: StoredPageEvent = {
        id: deps.ids.uuid(),
        sessionId: input.sessionId,
        recordedAt: deps.clock.now(),
        event: { ...input.event, ip: anonymiseIp(input.clientIp) },
      };
      return deps.pageEvents.record(stored).map(() => stored);
    });
