import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../core/domain/customers/customer.ts';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import type { PurchaseRecords } from '../../../core/shop/reviews/reviewable-orders.port.ts';
import type { ReviewRepository } from '../../../core/shop/reviews/review-repository.port.ts';
import type { Review } from '../../../core/domain/reviews/review.ts';
import type { FakeOrder } from '../../support/in-memory-reviews.ts';

const T0 = Date.parse('2024-05-01T10:00:00Z');

export const aStoredReview = (overrides: Partial<Review> & { id: string }): Review => ({
  articleId: 101,
  designId: null,
  customerId: null,
  orderId: null,
  orderLineId: null,
  authorName: 'Lucía',
  country: 'ES',
  photo: null,
  status: 'published',
  rating: 5,
  title: 'Great',
  body: 'Lovely mug',
  locale: 'es',
  createdAt: T0,
  ...overrides,
});

const REVIEWS: readonly Review[] = [
  aStoredReview({ id: 'r1', rating: 5, createdAt: T0 + 1 }),
  aStoredReview({
    id: 'r2',
    rating: 3,
    createdAt: T0 + 3,
    orderId: 'o1',
    customerId: 'c-1' as CustomerId,
    designId: 'd1',
  }),
  aStoredReview({ id: 'r3', rating: 5, createdAt: T0 + 2 }),
  aStoredReview({ id: 'r4', rating: 1, createdAt: T0 + 4, articleId: 102, locale: 'pl' }),
  aStoredReview({ id: 'r5', rating: 5, createdAt: T0 + 2 }),
  aStoredReview({ id: 'r0', rating: 1, createdAt: T0 + 5, status: 'pending', orderId: 'o9', orderLineId: 'o9-1' }),
];

type OpenedReviews = { repository: ReviewRepository; close: () => Promise<void> };

/** What every ReviewRepository must do; run against the fake and every real adapter. */
export const describeReviewRepositoryContract = (
  name: string,
  open: (reviews: readonly Review[]) => Promise<OpenedReviews>,
) =>
  describe(`ReviewRepository contract: ${name}`, () => {
    let opened: OpenedReviews;
    beforeAll(async () => {
      opened = await open(REVIEWS);
    });
    afterAll(() => opened.close());

    it('pages an article’s reviews newest first, ties by id descending', async () => {
      const page = (await opened.repository.page({ articleId: 101 }, 1, 3))._unsafeUnwrap();
      expect(page.map((r) => r.id)).toEqual(['r2', 'r5', 'r3']);
      expect(page[0]).toEqual(REVIEWS[1]);
      expect((await opened.repository.page({ designId: 'd1' }, 1, 3))._unsafeUnwrap().map((r) => r.id)).toEqual(['r2']);
      expect((await opened.repository.page({ articleId: 101 }, 2, 3))._unsafeUnwrap().map((r) => r.id)).toEqual(['r1']);
    });

    it('filters by rating, and lists every article when none is given', async () => {
      const fives = (await opened.repository.page({ articleId: 101, rating: 5 }, 1, 10))._unsafeUnwrap();
      expect(fives.map((r) => r.id)).toEqual(['r5', 'r3', 'r1']);
      expect((await opened.repository.page({}, 1, 10))._unsafeUnwrap()).toHaveLength(5);
      expect((await opened.repository.page({ rating: 2 }, 1, 10))._unsafeUnwrap()).toEqual([]);
    });

    it('counts stars per rating, with zeros', async () => {
      expect((await opened.repository.ratingCounts({ articleId: 101 }))._unsafeUnwrap()).toEqual({
        1: 0,
        2: 0,
        3: 1,
        4: 0,
        5: 3,
      });
      expect((await opened.repository.ratingCounts({}))._unsafeUnwrap()).toEqual({
        1: 1,
        2: 0,
        3: 1,
        4: 0,
        5: 3,
      });
      expect((await opened.repository.ratingCounts({ articleId: 999 }))._unsafeUnwrap()).toEqual({
        1: 0,
        2: 0,
        3: 0,
        4: 0,
        5: 0,
      });
    });

    it('keeps a pending review out of sight until it is published, and lists the pending ones', async () => {
      expect((await opened.repository.pending(10))._unsafeUnwrap().map((r) => r.id)).toEqual(['r0']);
      expect((await opened.repository.publish('nobody'))._unsafeUnwrap()).toBe('not-found');
      expect((await opened.repository.publish('r0'))._unsafeUnwrap()).toBe('published');
      expect((await opened.repository.page({ rating: 1 }, 1, 10))._unsafeUnwrap().map((r) => r.id)).toEqual([
        'r0',
        'r4',
      ]);
      expect((await opened.repository.pending(10))._unsafeUnwrap()).toEqual([]);
    });

    it('adds a review, refusing a second one for the same order line', async () => {
      // Article 201 has no other reviews, so this example leaves the others' data alone.
      const review = aStoredReview({
        id: 'r6',
        articleId: 201,
        orderId: 'o2',
        orderLineId: 'o2-1',
        customerId: 'c-1' as CustomerId,
        photo: { uploadId: 'u1', widths: [320, 640], formats: 'photo' },
        createdAt: T0 + 9,
      });
      expect((await opened.repository.add(review))._unsafeUnwrap()).toBe('added');
      expect((await opened.repository.add({ ...review, id: 'r7' }))._unsafeUnwrap()).toBe('duplicate');
      expect(
        (await opened.repository.add({ ...review, id: 'r8', articleId: 202, orderLineId: 'o2-2' }))._unsafeUnwrap(),
      ).toBe('added');
      expect((await opened.repository.add(aStoredReview({ id: 'r9', articleId: 201 })))._unsafeUnwrap()).toBe('added');
      expect((await opened.repository.page({ articleId: 201 }, 1, 5))._unsafeUnwrap()).toEqual([
        review,
        aStoredReview({ id: 'r9', articleId: 201 }),
      ]);
    });
  });

export const CONTRACT_ORDERS: readonly FakeOrder[] = [
  {
    orderId: 'o1',
    publicId: 'P1',
    customerId: 'c-1',
    email: 'ana@example.com',
    status: ORDER_STATUS.DELIVERED,
    articleIds: [101, 102],
    placedAt: T0,
  },
];

type OpenedPurchases = { records: PurchaseRecords; close: () => Promise<void> };

/** What every PurchaseRecords must do; run against the fake and every real adapter. */
export const describePurchaseRecordsContract = (
  name: string,
  open: (orders: readonly FakeOrder[], reviews: readonly Review[]) => Promise<OpenedPurchases>,
) =>
  describe(`PurchaseRecords contract: ${name}`, () => {
    let opened: OpenedPurchases;
    beforeAll(async () => {
      opened = await open(CONTRACT_ORDERS, [
        aStoredReview({ id: 'r1', orderId: 'o1', orderLineId: 'o1-line-2', articleId: 102 }),
      ]);
    });
    afterAll(() => opened.close());

    it('reads an order by its public id: owner, status, first name, country and lines with whether each is reviewed', async () => {
      expect((await opened.records.order('P1'))._unsafeUnwrap()).toEqual({
        orderId: 'o1',
        publicId: 'P1',
        customerId: 'c-1',
        status: ORDER_STATUS.DELIVERED,
        firstName: 'Ana',
        country: 'ES',
        lines: [
          { lineId: 'o1-line-1', articleId: 101, designId: null, name: 'Article 101', reviewed: false },
          { lineId: 'o1-line-2', articleId: 102, designId: null, name: 'Article 102', reviewed: true },
        ],
      });
      expect((await opened.records.order('P404'))._unsafeUnwrap()).toBeUndefined();
    });
  });
