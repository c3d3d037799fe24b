import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { cachedReviews } from '../../../adapters/postgres/cached-reviews.ts';
import type { Review } from '../../../core/domain/reviews/review.ts';
import { inMemoryReviews } from '../../support/in-memory-reviews.ts';
import { recordingChangeNotices } from '../../support/recording-change-notices.ts';

const clockAt = (start: number) => {
  let now = start;
  return { clock: { now: () => now }, advance: (ms: number) => (now += ms) };
};

const aReview = (id: string, status: Review['status']): Review => ({
  id,
  articleId: 101,
  designId: 'd0031',
  customerId: null,
  orderId: null,
  orderLineId: null,
  authorName: 'Lucía',
  country: 'ES',
  rating: 5,
  title: 'Great',
  body: 'Lovely mug',
  photo: null,
  locale: 'es',
  status,
  createdAt: 1,
});

/** The in-memory repository, counting its star reads. */
const countedReviews = (initial: readonly Review[]) => {
  const { repository, reviews } = inMemoryReviews(initial);
  const state = { reads: 0 };
  const counted = {
    ...repository,
    ratingCounts: (filter: Parameters<typeof repository.ratingCounts>[0]) => {
      state.reads += 1;
      return repository.ratingCounts(filter);
    },
  };
  return { repository: counted, reviews, state };
};

const DESIGN = { designId: 'd0031' };

const quiet = () => recordingChangeNotices().notices;

describe('published reviews, kept for a while', () => {
  it("read a design's stars once until the time is up", async () => {
    const time = clockAt(0);
    const { repository, state } = countedReviews([aReview('r1', 'published')]);
    const cached = cachedReviews(repository, { clock: time.clock, ttlMs: 1000, maxEntries: 10 }, quiet());
    await cached.ratingCounts(DESIGN);
    await cached.ratingCounts(DESIGN);
    await cached.ratingCounts({ designId: 'd0032' });
    expect(state.reads).toBe(2);
    time.advance(1000);
    expect((await cached.ratingCounts(DESIGN))._unsafeUnwrap()[5]).toBe(1);
    expect(state.reads).toBe(3);
  });

  it('show a published review at once, on the stars and on the page', async () => {
    const { repository } = countedReviews([aReview('r1', 'published'), aReview('r2', 'pending')]);
    const { notices, announced } = recordingChangeNotices();
    const cached = cachedReviews(repository, { clock: clockAt(0).clock, ttlMs: 60_000, maxEntries: 10 }, notices);
    expect((await cached.ratingCounts(DESIGN))._unsafeUnwrap()[5]).toBe(1);
    expect((await cached.page(DESIGN, 1, 5))._unsafeUnwrap()).toHaveLength(1);
    expect((await cached.publish('r2'))._unsafeUnwrap()).toBe('published');
    expect(announced).toEqual(['catalogue']);
    expect((await cached.ratingCounts(DESIGN))._unsafeUnwrap()[5]).toBe(2);
    expect((await cached.page(DESIGN, 1, 5))._unsafeUnwrap().map((review) => review.id)).toEqual(['r2', 'r1']);
  });

  it('forget what they kept on a catalogue notice from another instance, and on no other notice', async () => {
    const { repository, reviews, state } = countedReviews([aReview('r1', 'published')]);
    const instance = recordingChangeNotices();
    const cached = cachedReviews(
      repository,
      { clock: clockAt(0).clock, ttlMs: 60_000, maxEntries: 10 },
      instance.notices,
    );
    await cached.ratingCounts(DESIGN);
    reviews.push(aReview('r2', 'published'));
    instance.fromAnotherInstance('site-settings');
    expect((await cached.ratingCounts(DESIGN))._unsafeUnwrap()[5]).toBe(1);
    instance.fromAnotherInstance('catalogue');
    expect((await cached.ratingCounts(DESIGN))._unsafeUnwrap()[5]).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('never keep a failed read', async () => {
    const { repository } = countedReviews([aReview('r1', 'published')]);
    let failing = true;
    const flaky = {
      ...repository,
      ratingCounts: (filter: typeof DESIGN) =>
        failing ? errAsync({ type: 'RepositoryFailure' as const, cause: 'down' }) : repository.ratingCounts(filter),
    };
    const cached = cachedReviews(flaky, { clock: clockAt(0).clock, ttlMs: 60_000, maxEntries: 10 }, quiet());
    expect((await cached.ratingCounts(DESIGN))._unsafeUnwrapErr()).toEqual({
      type: 'RepositoryFailure',
      cause: 'down',
    });
    failing = false;
    expect((await cached.ratingCounts(DESIGN))._unsafeUnwrap()[5]).toBe(1);
  });
});
