import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ConsentVersion } from '../../../../core/domain/consent/consent.ts';
import { recordPageEvent } from '../../../../core/shop/marketing/record-page-event.use-case.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryPageEvents } from '../../../support/in-memory-page-events.ts';
import { inMemoryStorefrontSessions } from '../../../support/in-memory-storefront-sessions.ts';
import { aPageEvent } from '../../../support/product-server-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';
import { aConsentedSession, aSession, aSessionId } from '../../../support/session-mother.ts';

const NOW = '2025-03-01T10:00:00.000Z';

const setUp = (sessions = [aConsentedSession()]) => {
  const pageEvents = inMemoryPageEvents();
  const record = recordPageEvent({
    sessions: inMemoryStorefrontSessions(sessions).repository,
    pageEvents: pageEvents.store,
    clock: fixedClock(NOW),
    ids: sequenceIds(),
  });
  return { record, events: pageEvents.events };
};

const input = (overrides = {}) => ({
  sessionId: aSessionId(),
  event: aPageEvent(),
  clientIp: '203.0.113.77',
  requestUserAgent: aPageEvent().userAgent,
  ...overrides,
});

describe('recordPageEvent', () => {
  it('keeps the event with the address the server saw, anonymised', async () => {
    const { record, events } = setUp();
    const expected = {
      id: '00000000-0000-4000-8000-000000000001',
      sessionId: aSessionId(),
      recordedAt: Date.parse(NOW),
      event: { ...aPageEvent(), ip: '203.0.113.0' },
    };
    expect(await record(input())).toEqual(ok(expected));
    expect(events).toEqual([expected]);
  });

  it.each([
    ['a visitor never saved', []],
    ['no consent answer', [aSession()]],
    ['consent given without analytics', [aSession({ isConsentGiven: true, consentVersion: 1 as ConsentVersion })]],
  ])('keeps nothing for %s', async (_, sessions) => {
    const { record, events } = setUp(sessions);
    expect(await record(input())).toEqual(err({ type: 'ConsentNotGiven' }));
    expect(events).toEqual([]);
  });

  it.each([
    ['the body', { event: aPageEvent({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }) }],
    ['the request header', { requestUserAgent: 'curl/8.5.0' }],
    ['a missing request header', { requestUserAgent: undefined }],
  ])('keeps nothing when %s names a crawler', async (_, overrides) => {
    const { record, events } = setUp();
    expect(await record(input(overrides))).toEqual(err({ type: 'CrawlerVisit' }));
    expect(events).toEqual([]);
  });

  it('passes store failures on', async () => {
    const failure = { type: 'RepositoryFailure' as const, cause: 'down' };
    const deps = { clock: fixedClock(NOW), ids: sequenceIds() };
    const consented = { find: () => okAsync(aConsentedSession()), merge: () => errAsync(failure) };
    const readFails = recordPageEvent({
      ...deps,
      sessions: { find: () => errAsync(failure), merge: () => errAsync(failure) },
      pageEvents: inMemoryPageEvents().store,
    });
    const writeFails = recordPageEvent({
      ...deps,
      sessions: consented,
      pageEvents: { record: () => errAsync(failure), listBetween: () => errAsync(failure) },
    });
    expect(await readFails(input())).toEqual(err(failure));
    expect(await writeFails(input())).toEqual(err(failure));
  });
});
