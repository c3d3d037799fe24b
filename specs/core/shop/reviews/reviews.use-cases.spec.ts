import { err, errAsync, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';
import { listReviews } from '../../../../core/shop/reviews/list-reviews.use-case.ts';
import { openReviewableOrder } from '../../../../core/shop/reviews/open-reviewable-order.use-case.ts';
import { publishReview, publishReviewAs } from '../../../../core/shop/reviews/publish-review.use-case.ts';
import { reviewLinkUrl, type ReviewLinkTokens } from '../../../../core/shop/reviews/review-link.ts';
import type { ReviewRepository } from '../../../../core/shop/reviews/review-repository.port.ts';
import { checkReviewRequest, type ReviewRequest } from '../../../../core/shop/reviews/review-request.ts';
import { publicReview, reviewSummary, type Review } from '../../../../core/domain/reviews/review.ts';
import { writeReview } from '../../../../core/shop/reviews/write-review.use-case.ts';
import { aCustomer } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import {
  inMemoryPurchaseRecords,
  inMemoryReviewPhotos,
  inMemoryReviews,
  type FakeOrder,
} from '../../../support/in-memory-reviews.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const NOW = '2024-06-01T12:00:00Z';
const NOW_MS = Date.parse(NOW);
const ANA = aCustomer({ id: 'c-1' as CustomerId });
const BOB = aCustomer({ id: 'c-2' as CustomerId });
const ADMIN = aCustomer({ id: 'c-9' as CustomerId, accountType: 'foticos' });

/** Tokens in clear text: the core only needs sign and open to agree; the HMAC adapter has its own spec. */
const clearTokens: ReviewLinkTokens = {
  sign: ({ orderPublicId, expiresAt }) => `${orderPublicId}|${expiresAt}`,
  open: (token) => {
    const [orderPublicId, expiresAt] = token.split('|');
    return orderPublicId && expiresAt ? ok({ orderPublicId, expiresAt: Number(expiresAt) }) : err('Forged');
  },
};

const aReview = (overrides: Partial<Review> & { id: string }): Review => ({
  articleId: 101,
  designId: null,
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
  status: 'published',
  createdAt: 1,
  ...overrides,
});

const anOrder = (overrides: Partial<FakeOrder> & { orderId: string }): FakeOrder => ({
  publicId: `P-${overrides.orderId}`,
  customerId: ANA.id,
  email: 'ana@example.com',
  status: ORDER_STATUS.DELIVERED,
  articleIds: [101, 102],
  placedAt: 1,
  ...overrides,
});

const REQUEST: ReviewRequest = {
  orderPublicId: 'P-o1',
  orderLineId: 'o1-line-1',
  rating: 4,
  title: ' Nice ',
  body: ' Good print, slow delivery. ',
  store: 'WPX-PL',
};

const PHOTOS = {
  'up-1': { sessionId: 's-1', widths: [320, 640], formats: 'photo' as const },
  'up-pdf': { sessionId: 's-1', widths: [], formats: null },
};

const setUp = (orders: readonly FakeOrder[] = [anOrder({ orderId: 'o1' })], existing: readonly Review[] = []) => {
  const { repository, reviews } = inMemoryReviews(existing);
  const purchases = inMemoryPurchaseRecords(orders, reviews);
  const clock = fixedClock(NOW);
  const write = writeReview({
    reviews: repository,
    purchases,
    photos: inMemoryReviewPhotos(PHOTOS),
    tokens: clearTokens,
    clock,
    ids: sequenceIds(),
  });
  const open = openReviewableOrder({ purchases, tokens: clearTokens, clock });
  return { write, open, reviews, repository };
};

describe('writing a review', () => {
  it('stores a pending review of one line of the customer’s delivered order, with the order’s first name and country', async () => {
    const { write, reviews } = setUp();
    const written = (await write({ customer: ANA }, REQUEST))._unsafeUnwrap();
    expect(written).toMatchObject({
      articleId: 101,
      authorName: 'Ana',
      country: 'ES',
      rating: 4,
      title: 'Nice',
      body: 'Good print, slow delivery.',
      locale: 'pl',
      status: 'pending',
      verifiedPurchase: true,
      createdAt: NOW_MS,
    });
    expect(reviews[0]).toMatchObject({ orderId: 'o1', orderLineId: 'o1-line-1', customerId: ANA.id });
  });

  it('refuses a second review of the same line', async () => {
    const { write } = setUp();
    await write({ customer: ANA }, REQUEST);
    expect(await write({ customer: ANA }, REQUEST)).toEqual(err({ type: 'ReviewAlreadyWritten' }));
  });

  it('lets the holder of a valid review link in without signing in, and nobody else', async () => {
    const { write } = setUp();
    const token = (publicId: string, expiresAt: number) => clearTokens.sign({ orderPublicId: publicId, expiresAt });
    const notFound = err({ type: 'ReviewOrderNotFound' });
    expect(await write({ customer: null }, REQUEST)).toEqual(notFound);
    expect(await write({ customer: BOB }, REQUEST)).toEqual(notFound);
    expect(await write({ customer: null, token: 'garbage' }, REQUEST)).toEqual(notFound);
    expect(await write({ customer: null, token: token('P-o2', NOW_MS + 1) }, REQUEST)).toEqual(notFound);
    expect(await write({ customer: null, token: token('P-o1', NOW_MS - 1) }, REQUEST)).toEqual(notFound);
    expect((await write({ customer: null, token: token('P-o1', NOW_MS) }, REQUEST)).isOk()).toBe(true);
  });

  it('refuses an unknown order, an order not delivered yet and a line the order does not have', async () => {
    const { write } = setUp([anOrder({ orderId: 'o1', status: ORDER_STATUS.SHIPPED })]);
    expect(await write({ customer: ANA }, { ...REQUEST, orderPublicId: 'P-none' })).toEqual(
      err({ type: 'ReviewOrderNotFound' }),
    );
    expect(await write({ customer: ANA }, REQUEST)).toEqual(err({ type: 'OrderNotDelivered' }));
    const delivered = setUp();
    expect(await delivered.write({ customer: ANA }, { ...REQUEST, orderLineId: 'o9-line-1' })).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'order_line_id', problem: 'Invalid' }] }),
    );
  });

  it('keeps a photo uploaded from the same session, and refuses any other upload as a bad field', async () => {
    const { write, reviews } = setUp();
    const withPhoto = await write({ customer: ANA, sessionId: 's-1' }, { ...REQUEST, photoId: ' up-1 ' });
    expect(withPhoto._unsafeUnwrap().photo).toEqual({ uploadId: 'up-1', widths: [320, 640], formats: 'photo' });
    const badPhoto = err({ type: 'InvalidFields', problems: [{ field: 'photo_id', problem: 'Invalid' }] });
    const second = { ...REQUEST, orderLineId: 'o1-line-2' };
    expect(await write({ customer: ANA, sessionId: 's-2' }, { ...second, photoId: 'up-1' })).toEqual(badPhoto);
    expect(await write({ customer: ANA, sessionId: 's-1' }, { ...second, photoId: 'up-pdf' })).toEqual(badPhoto);
    expect(await write({ customer: ANA, sessionId: 's-1' }, { ...second, photoId: 'up-none' })).toEqual(badPhoto);
    expect(reviews).toHaveLength(1);
  });

  it('answers a review that lost the race for its line as already written', async () => {
    const { repository } = inMemoryReviews();
    const racing: ReviewRepository = {
      ...repository,
      add: () => repository.add(aReview({ id: 'x' })).map(() => 'duplicate' as const),
    };
    const write = writeReview({
      reviews: racing,
      purchases: inMemoryPurchaseRecords([anOrder({ orderId: 'o1' })], []),
      photos: inMemoryReviewPhotos({}),
      tokens: clearTokens,
      clock: fixedClock(NOW),
      ids: sequenceIds(),
    });
    expect(await write({ customer: ANA }, REQUEST)).toEqual(err({ type: 'ReviewAlreadyWritten' }));
  });

  it('checks every field at once before reading any order', async () => {
    const { write } = setUp([]);
    expect(await write({ customer: ANA }, { ...REQUEST, rating: 6, title: 't'.repeat(121), body: '  ' })).toEqual(
      err({
        type: 'InvalidFields',
        problems: [
          { field: 'rating', problem: 'Invalid' },
          { field: 'title', problem: 'TooLong', max: 120 },
          { field: 'body', problem: 'Required' },
        ],
      }),
    );
  });

  it('accepts exactly the whole stars from 1 to 5 (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (rating) => {
        const checked = checkReviewRequest({ ...REQUEST, rating });
        expect(checked.isOk()).toBe([1, 2, 3, 4, 5].includes(rating));
      }),
    );
  });
});

describe('a review request', () => {
  it('is kept trimmed, with an empty title and no photo when none was sent or it was blank', () => {
    const { title: _title, ...untitled } = REQUEST;
    expect(checkReviewRequest(untitled)._unsafeUnwrap()).toMatchObject({ title: '', photoId: null });
    expect(checkReviewRequest({ ...REQUEST, photoId: '  ' })._unsafeUnwrap()).toMatchObject({
      title: 'Nice',
      photoId: null,
    });
    expect(checkReviewRequest({ ...REQUEST, photoId: ' up-1 ' })._unsafeUnwrap().photoId).toBe('up-1');
  });
});

describe('the review form’s order', () => {
  it('shows its lines and whether it is delivered to its customer alone', async () => {
    const { open, write } = setUp([
      anOrder({ orderId: 'o1' }),
      anOrder({ orderId: 'o2', status: ORDER_STATUS.PACKED }),
    ]);
    await write({ customer: ANA }, REQUEST);
    expect((await open({ customer: ANA }, 'P-o1'))._unsafeUnwrap()).toEqual({
      publicId: 'P-o1',
      delivered: true,
      lines: [
        { lineId: 'o1-line-1', articleId: 101, designId: null, name: 'Article 101', reviewed: true },
        { lineId: 'o1-line-2', articleId: 102, designId: null, name: 'Article 102', reviewed: false },
      ],
    });
    expect((await open({ customer: ANA }, 'P-o2'))._unsafeUnwrap().delivered).toBe(false);
    expect(await open({ customer: BOB }, 'P-o1')).toEqual(err({ type: 'ReviewOrderNotFound' }));
  });
});

describe('publishing', () => {
  it('shows a pending review once the administrator publishes it; others are told there is no such review', async () => {
    const { repository, reviews } = inMemoryReviews([aReview({ id: 'r1', status: 'pending' })]);
    expect(await publishReviewAs(repository)(ANA, 'r1')).toEqual(err({ type: 'ReviewNotFound' }));
    expect(await publishReviewAs(repository)(null, 'r1')).toEqual(err({ type: 'ReviewNotFound' }));
    expect(await publishReviewAs(repository)(ADMIN, 'r1')).toEqual(ok({ id: 'r1' }));
    expect(reviews[0]?.status).toBe('published');
    expect(await publishReview(repository)('r9')).toEqual(err({ type: 'ReviewNotFound' }));
  });
});

describe('listing reviews', () => {
  const existing = [
    aReview({ id: 'r1', rating: 5, createdAt: 3, designId: 'd1' }),
    aReview({ id: 'r2', rating: 2, createdAt: 2 }),
    aReview({ id: 'r3', rating: 4, createdAt: 1, articleId: 102 }),
    aReview({ id: 'r4', rating: 1, createdAt: 4, status: 'pending' }),
  ];

  it('pages the published reviews newest first, with the summary of the whole filter and the reviewed articles', async () => {
    const list = listReviews(inMemoryReviews(existing, new Map([[101, 'Mug']])).repository);
    const found = (await list({ page: 1, pageSize: 2, locale: 'en' }))._unsafeUnwrap();
    expect(found.reviews.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(found).toMatchObject({ total: 3, summary: { total: 3, average: 3.7 } });
    expect(found.articles).toEqual([
      { id: 101, name: 'Mug' },
      { id: 102, name: '102' },
    ]);
    const design = (await list({ page: 1, pageSize: 5, designId: 'd1', locale: 'en' }))._unsafeUnwrap();
    expect(design.summary).toEqual({ average: 5, total: 1, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
  });

  it.each([
    { page: 0, pageSize: 10 },
    { page: 1, pageSize: 0 },
    { page: 1.5, pageSize: 10 },
    { page: 1, pageSize: 51 },
  ])('refuses paging $page / $pageSize', async (paging) => {
    const list = listReviews(inMemoryReviews(existing).repository);
    expect(await list({ ...paging, locale: 'en' })).toEqual(err({ type: 'InvalidReviewPaging' }));
  });

  it.each(['page', 'ratingCounts', 'reviewedArticles'] as const)('passes a failure of %s on', async (read) => {
    const failing = {
      ...inMemoryReviews(existing).repository,
      [read]: () => errAsync({ type: 'RepositoryFailure' as const, cause: 'x' }),
    };
    expect(await listReviews(failing)({ page: 1, pageSize: 1, locale: 'en' })).toEqual(
      err({ type: 'RepositoryFailure', cause: 'x' }),
    );
  });

  it('reads no page of reviews past the counted ones, and no articles when the list offers no filter by them', async () => {
    const reads: string[] = [];
    const { repository } = inMemoryReviews(existing);
    const counting = {
      ...repository,
      page: (...args: Parameters<typeof repository.page>) => (reads.push('page'), repository.page(...args)),
      reviewedArticles: (...args: Parameters<typeof repository.reviewedArticles>) => (
        reads.push('articles'),
        repository.reviewedArticles(...args)
      ),
    };
    const list = listReviews(counting);
    const none = (
      await list({ page: 1, pageSize: 5, designId: 'd9', locale: 'en', withArticles: false })
    )._unsafeUnwrap();
    expect(none).toMatchObject({ reviews: [], total: 0, articles: [], summary: { total: 0, average: null } });
    expect((await list({ page: 2, pageSize: 3, locale: 'en' }))._unsafeUnwrap()).toMatchObject({
      reviews: [],
      total: 3,
    });
    expect(reads).toEqual(['articles']);
  });

  it('lists what a plain filter of the published reviews gives, whatever the reviews and paging (property)', async () => {
    const aStoredReview = fc.record({
      articleId: fc.constantFrom(101, 102),
      designId: fc.constantFrom(null, 'd1', 'd2'),
      rating: fc.constantFrom(1, 2, 3, 4, 5),
      status: fc.constantFrom('published', 'pending'),
      createdAt: fc.integer({ min: 0, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(aStoredReview, { maxLength: 14 }),
        fc.record({
          articleId: fc.option(fc.constantFrom(101, 102, 103), { nil: undefined }),
          designId: fc.option(fc.constantFrom('d1', 'd2'), { nil: undefined }),
          rating: fc.option(fc.constantFrom(1, 2, 3, 4, 5), { nil: undefined }),
        }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        async (stored, filter, page, pageSize) => {
          const reviews = stored.map((fields, i) => aReview({ ...fields, id: `r${String(i).padStart(2, '0')}` }));
          const found = (
            await listReviews(inMemoryReviews(reviews).repository)({ ...filter, page, pageSize, locale: 'en' })
          )._unsafeUnwrap();
          const matching = reviews
            .filter(
              (r) =>
                r.status === 'published' &&
                (filter.articleId === undefined || r.articleId === filter.articleId) &&
                (filter.designId === undefined || r.designId === filter.designId) &&
                (filter.rating === undefined || r.rating === filter.rating),
            )
            .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
          expect(found.total).toBe(matching.length);
          expect(found.reviews).toEqual(matching.slice((page - 1) * pageSize, page * pageSize).map(publicReview));
        },
      ),
    );
  });
});

describe('review rules', () => {
  it('shows nothing of the order or the customer to visitors', () => {
    const shown = publicReview(aReview({ id: 'r', orderId: 'o', orderLineId: 'l', customerId: ANA.id }));
    expect(shown).not.toHaveProperty('orderId');
    expect(shown).not.toHaveProperty('orderLineId');
    expect(shown).not.toHaveProperty('customerId');
    expect(shown.verifiedPurchase).toBe(true);
  });

  it('summarises no reviews as no average', () => {
    expect(reviewSummary({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toEqual({
      average: null,
      total: 0,
      counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  it('builds the review link on the shop’s origin with a token signed for 60 days', () => {
    const url = new URL(reviewLinkUrl('https://shop.example', clearTokens, 'EST 1', NOW_MS));
    expect(url.origin + url.pathname).toBe('https://shop.example/reviews');
    expect(url.searchParams.get('order')).toBe('EST 1');
    expect(clearTokens.open(url.searchParams.get('token') ?? '')).toEqual(
      ok({ orderPublicId: 'EST 1', expiresAt: NOW_MS + 60 * 24 * 60 * 60 * 1000 }),
    );
  });
});
