import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import { ORDER_STATUS } from '../../../../core/domain/orders/order-status.ts';
import { listReviews } from '../../../../core/shop/reviews/list-reviews.use-case.ts';
import type { ReviewRepository } from '../../../../core/shop/reviews/review-repository.port.ts';
import type { ReviewRequest } from '../../../../core/shop/reviews/review-request.ts';
import { reviewSummary, type Review } from '../../../../core/shop/reviews/review.ts';
import { writeReview } from '../../../../core/shop/reviews/write-review.use-case.ts';
import { aCustomer } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryPurchaseRecords, inMemoryReviews, type FakeOrder } from '../../../support/in-memory-reviews.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

const NOW = '2024-06-01T12:00:00Z';
const ANA = aCustomer({ id: 'c-1' as CustomerId });

const aReview = (overrides: Partial<Review> & { id: string }): Review => ({
  articleId: 101,
  designId: null,
  customerId: null,
  orderId: null,
  authorName: 'Lucía',
  rating: 5,
  title: 'Great',
  body: 'Lovely mug',
  locale: 'es',
  createdAt: 1,
  ...overrides,
});

const anOrder = (overrides: Partial<FakeOrder> & { orderId: string }): FakeOrder => ({
  publicId: `P-${overrides.orderId}`,
  customerId: ANA.id,
  email: 'ana@example.com',
  status: ORDER_STATUS.DELIVERED,
  articleIds: [101],
  placedAt: 1,
  ...overrides,
});

const REQUEST: ReviewRequest = {
  articleId: 101,
  authorName: ' Ana G. ',
  rating: 4,
  title: ' Nice ',
  body: ' Good print, slow delivery. ',
  store: 'WPX-PL',
};

const setUp = (orders: readonly FakeOrder[], existing: readonly Review[] = []) => {
  const { repository, reviews } = inMemoryReviews(existing);
  const write = writeReview({
    reviews: repository,
    purchases: inMemoryPurchaseRecords(orders, reviews),
    clock: fixedClock(NOW),
    ids: sequenceIds(),
  });
  return { write, reviews };
};

describe('writeReview', () => {
  it('stores a signed-in buyer’s review against their delivered order, in the store’s language', async () => {
    const { write, reviews } = setUp([anOrder({ orderId: 'o1' })]);
    const expected = {
      id: '00000000-0000-4000-8000-000000000001',
      articleId: 101,
      designId: null,
      authorName: 'Ana G.',
      rating: 4,
      title: 'Nice',
      body: 'Good print, slow delivery.',
      locale: 'pl',
      createdAt: Date.parse(NOW),
      verifiedPurchase: true,
    };
    expect(await write(ANA, REQUEST)).toEqual(ok(expected));
    const { verifiedPurchase: _verified, ...stored } = expected;
    expect(reviews).toEqual([{ ...stored, customerId: 'c-1', orderId: 'o1' }]);
  });

  it('accepts a guest who names the order and its e-mail, in any letter case', async () => {
    const { write, reviews } = setUp([anOrder({ orderId: 'o1', customerId: null, email: 'Guest@Example.com' })]);
    const review = await write(null, {
      ...REQUEST,
      email: ' guest@example.COM ',
      orderPublicId: ' P-o1 ',
      designId: 'd0001',
    });
    expect(review._unsafeUnwrap()).toMatchObject({ designId: 'd0001', verifiedPurchase: true });
    expect(reviews[0]).toMatchObject({ customerId: null, orderId: 'o1' });
  });

  it.each([ORDER_STATUS.SHIPPED, ORDER_STATUS.IN_PICKUP_POINT, ORDER_STATUS.DELIVERED])(
    'accepts an order in status %i',
    async (status) => {
      const { write } = setUp([anOrder({ orderId: 'o1', status })]);
      expect((await write(ANA, REQUEST)).isOk()).toBe(true);
    },
  );

  it('refuses an article the reviewer never bought', async () => {
    const { write } = setUp([
      anOrder({ orderId: 'o1', articleIds: [102] }),
      anOrder({ orderId: 'o2', customerId: 'c-2' }),
    ]);
    expect(await write(ANA, REQUEST)).toEqual(err({ type: 'ArticleNotPurchased' }));
  });

  it('refuses a guest whose e-mail or order number does not match', async () => {
    const { write } = setUp([anOrder({ orderId: 'o1', customerId: null })]);
    const guest = { ...REQUEST, email: 'ana@example.com', orderPublicId: 'P-o1' };
    expect(await write(null, { ...guest, email: 'eve@example.com' })).toEqual(err({ type: 'ArticleNotPurchased' }));
    expect(await write(null, { ...guest, orderPublicId: 'P-o2' })).toEqual(err({ type: 'ArticleNotPurchased' }));
  });

  it.each([ORDER_STATUS.RECEIVED, ORDER_STATUS.IN_PRODUCTION, ORDER_STATUS.PACKED, ORDER_STATUS.CANCELED])(
    'refuses while the only order is in status %i',
    async (status) => {
      const { write } = setUp([anOrder({ orderId: 'o1', status })]);
      expect(await write(ANA, REQUEST)).toEqual(err({ type: 'PurchaseNotShipped' }));
    },
  );

  it('reviews the newest unreviewed delivered order, then refuses once every order has its review', async () => {
    const { write, reviews } = setUp([
      anOrder({ orderId: 'old', placedAt: 1 }),
      anOrder({ orderId: 'new', placedAt: 2 }),
      anOrder({ orderId: 'open', placedAt: 3, status: ORDER_STATUS.IN_PRODUCTION }),
    ]);
    await write(ANA, REQUEST);
    await write(ANA, REQUEST);
    expect(reviews.map((r) => r.orderId)).toEqual(['new', 'old']);
    expect(await write(ANA, REQUEST)).toEqual(err({ type: 'ReviewAlreadyWritten' }));
  });

  it('refuses a second review that slipped past the check (the repository’s unique rule)', async () => {
    const { repository } = inMemoryReviews();
    const write = writeReview({
      reviews: { ...repository, add: () => okAsync('duplicate' as const) },
      purchases: inMemoryPurchaseRecords([anOrder({ orderId: 'o1' })], []),
      clock: fixedClock(NOW),
      ids: sequenceIds(),
    });
    expect(await write(ANA, REQUEST)).toEqual(err({ type: 'ReviewAlreadyWritten' }));
  });

  it('checks every field before looking at orders', async () => {
    const { write } = setUp([]);
    expect(
      await write(null, {
        ...REQUEST,
        rating: 6,
        authorName: '',
        title: 't'.repeat(121),
        body: 'b'.repeat(2001),
        email: 'nope',
        orderPublicId: '   ',
      }),
    ).toEqual(
      err({
        type: 'InvalidFields',
        problems: [
          { field: 'rating', problem: 'Invalid' },
          { field: 'author_name', problem: 'Required' },
          { field: 'title', problem: 'TooLong', max: 120 },
          { field: 'body', problem: 'TooLong', max: 2000 },
          { field: 'email', problem: 'Invalid' },
          { field: 'order_public_id', problem: 'Required' },
        ],
      }),
    );
    expect((await write(null, { ...REQUEST, rating: 0, orderPublicId: 'P-1' }))._unsafeUnwrapErr()).toEqual({
      type: 'InvalidFields',
      problems: [
        { field: 'rating', problem: 'Invalid' },
        { field: 'email', problem: 'Required' },
      ],
    });
    expect((await write(ANA, { ...REQUEST, rating: 4.5, title: undefined }))._unsafeUnwrapErr().type).toBe(
      'InvalidFields',
    );
  });

  it('lets the title be left out', async () => {
    const { write } = setUp([anOrder({ orderId: 'o1' })]);
    expect((await write(ANA, { ...REQUEST, title: undefined }))._unsafeUnwrap().title).toBe('');
  });

  it('passes a repository failure on', async () => {
    const write = writeReview({
      reviews: inMemoryReviews().repository,
      purchases: { ordersContaining: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }) },
      clock: fixedClock(NOW),
      ids: sequenceIds(),
    });
    expect(await write(ANA, REQUEST)).toEqual(err({ type: 'RepositoryFailure', cause: 'down' }));
  });
});

describe('listReviews', () => {
  const REVIEWS = [
    aReview({ id: 'r1', rating: 5, createdAt: 1 }),
    aReview({ id: 'r2', rating: 3, createdAt: 3, orderId: 'o9', customerId: 'c-1' as CustomerId }),
    aReview({ id: 'r3', rating: 5, createdAt: 2 }),
    aReview({ id: 'r4', rating: 1, createdAt: 4, articleId: 102 }),
  ];
  const { repository } = inMemoryReviews(REVIEWS);

  it('pages an article’s reviews newest first, without order or customer ids, with its rating summary', async () => {
    const list = (await listReviews(repository)({ articleId: 101, page: 1, pageSize: 2 }))._unsafeUnwrap();
    expect(list.reviews.map((r) => r.id)).toEqual(['r2', 'r3']);
    expect(list.reviews[0]).toEqual({
      id: 'r2',
      articleId: 101,
      designId: null,
      authorName: 'Lucía',
      rating: 3,
      title: 'Great',
      body: 'Lovely mug',
      locale: 'es',
      createdAt: 3,
      verifiedPurchase: true,
    });
    expect(list).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(list.summary).toEqual({ average: 4.3, total: 3, counts: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 } });
  });

  it('filters by stars while the summary keeps counting every review', async () => {
    const list = (await listReviews(repository)({ articleId: 101, rating: 5, page: 1, pageSize: 10 }))._unsafeUnwrap();
    expect(list.reviews.map((r) => r.id)).toEqual(['r3', 'r1']);
    expect(list.total).toBe(2);
    expect(list.summary.total).toBe(3);
  });

  it('lists the whole shop without an article', async () => {
    const list = (await listReviews(repository)({ page: 2, pageSize: 3 }))._unsafeUnwrap();
    expect(list.reviews.map((r) => r.id)).toEqual(['r1']);
    expect(list.summary).toEqual({ average: 3.5, total: 4, counts: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 } });
  });

  it.each([
    [0, 10],
    [1, 0],
    [1, 51],
    [1.5, 10],
  ])('refuses page %d with page size %d', async (page, pageSize) => {
    expect(await listReviews(repository)({ page, pageSize })).toEqual(err({ type: 'InvalidReviewPaging' }));
  });

  it('passes a repository failure on', async () => {
    const failing: ReviewRepository = {
      ...repository,
      ratingCounts: () => errAsync({ type: 'RepositoryFailure', cause: 'x' }),
    };
    expect(await listReviews(failing)({ page: 1, pageSize: 10 })).toEqual(
      err({ type: 'RepositoryFailure', cause: 'x' }),
    );
  });
});

describe('reviewSummary', () => {
  it('has no average before the first review', () => {
    expect(reviewSummary({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 })).toEqual({
      average: null,
      total: 0,
      counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  it('rounds the average to one decimal', () => {
    expect(reviewSummary({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 }).average).toBe(3.3);
    expect(reviewSummary({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 }).average).toBe(4.7);
  });
});
