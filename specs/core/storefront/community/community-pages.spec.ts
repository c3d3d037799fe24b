import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { uploadPictureSources } from '../../../../core/domain/media/upload-picture.ts';
import { routeNamed } from '../../../../core/domain/routing/route-table.ts';
import type { RouteMatch } from '../../../../core/domain/routing/route-match.ts';
import type {
  CommunityGateway,
  ReviewForm,
  ShownReview,
  ShownReviewList,
} from '../../../../core/storefront/community/community-gateway.port.ts';
import {
  communityUseCases,
  loadNewsletterPage,
  loadReviewsPage,
} from '../../../../core/storefront/community/community-pages.use-cases.ts';
import { reviewsJsonLdOf } from '../../../../core/storefront/seo/review-json-ld.ts';

const REVIEW: ShownReview = {
  id: 'r1',
  articleId: 101,
  designId: 'd1',
  authorName: 'Ana',
  country: 'ES',
  rating: 4,
  title: '',
  body: 'Bonita',
  locale: 'es',
  photo: null,
  status: 'published',
  createdAt: '2024-11-02T10:00:00.000Z',
};
const LIST: ShownReviewList = {
  reviews: [REVIEW],
  page: 1,
  pageSize: 10,
  total: 1,
  summary: { average: 4, total: 1, counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } },
  articles: [{ id: 101, name: 'Taza' }],
};

const gateway = (asked: unknown[] = []): CommunityGateway => ({
  reviews: (query) => {
    asked.push(query);
    return okAsync(LIST);
  },
  reviewableOrder: (publicId, token) => {
    asked.push({ publicId, token });
    return okAsync({ publicId, delivered: true, lines: [] });
  },
  writeReview: () => okAsync({ kind: 'sent', review: REVIEW }),
  subscribe: () => okAsync({ kind: 'sent' }),
  confirm: () => okAsync({ kind: 'done' }),
  unsubscribe: () => okAsync({ kind: 'invalid' }),
  ownNewsletter: () => okAsync({ email: 'ana@example.es', status: 'none' }),
  setOwnNewsletter: (subscribed) =>
    okAsync({ email: 'ana@example.es', status: subscribed ? 'pending' : 'unsubscribed' }),
});

const match = (query: Record<string, string>): RouteMatch =>
  ({
    route: routeNamed('reviews'),
    params: {},
    query,
    locale: 'es',
    localeSource: 'default',
    path: '/reviews',
  }) as RouteMatch;

describe('the reviews page', () => {
  it('reads its filters and page from the query, ignoring values out of range', async () => {
    const asked: unknown[] = [];
    const page = await loadReviewsPage(gateway(asked))(match({ rating: '9', article_id: '101', page: '2' }));
    expect(asked).toEqual([{ page: 2, pageSize: 10, rating: undefined, articleId: 101, locale: 'es' }]);
    expect(page._unsafeUnwrap()).toMatchObject({
      filter: { rating: undefined, articleId: 101 },
      order: null,
      orderAsked: null,
    });
  });

  it('opens the order of `?order=` with the link’s token, and none for a malformed number', async () => {
    const asked: unknown[] = [];
    const page = await loadReviewsPage(gateway(asked))(match({ order: 'EST1', token: 't', rating: '4' }));
    expect(page._unsafeUnwrap()).toMatchObject({
      order: { publicId: 'EST1' },
      orderAsked: 'EST1',
      token: 't',
      filter: { rating: 4 },
    });
    expect(asked[1]).toEqual({ publicId: 'EST1', token: 't' });
    const malformed = await loadReviewsPage(gateway())(match({ order: 'EST 1/..' }));
    expect(malformed._unsafeUnwrap()).toMatchObject({ order: null, orderAsked: 'EST 1/..', token: null });
  });

  it('passes the newsletter link’s token to its page', async () => {
    expect((await loadNewsletterPage(match({ token: 'abc' })))._unsafeUnwrap()).toEqual({ token: 'abc' });
    expect((await loadNewsletterPage(match({})))._unsafeUnwrap()).toEqual({ token: null });
  });
});

describe('the community use cases', () => {
  const FORM: ReviewForm = {
    orderPublicId: 'EST1',
    orderLineId: 'l1',
    token: null,
    rating: 5,
    title: '',
    body: 'Muy bien',
    photoId: null,
  };

  it('refuses a form that breaks the rules without a request, and sends one that keeps them', async () => {
    const sent = communityUseCases(
      {
        ...gateway(),
        writeReview: () =>
          errAsync({ type: 'ApiRequestFailed', url: '/x', status: 500, message: 'API Request failed /x' }),
      },
      () => 'k',
    );
    expect((await sent.writeReview({ ...FORM, rating: 0, title: 't'.repeat(121), body: ' ' }))._unsafeUnwrap()).toEqual(
      {
        kind: 'invalid',
        problems: [
          { field: 'rating', problem: 'Required' },
          { field: 'title', problem: 'TooLong' },
          { field: 'body', problem: 'Required' },
        ],
      },
    );
    expect((await sent.writeReview({ ...FORM, body: 'b'.repeat(2001) }))._unsafeUnwrap()).toMatchObject({
      problems: [{ field: 'body', problem: 'TooLong' }],
    });
    expect((await sent.writeReview(FORM))._unsafeUnwrapErr()).toEqual({
      type: 'ApiRequestFailed',
      url: '/x',
      status: 500,
      message: 'API Request failed /x',
    });
    const useCases = communityUseCases(gateway(), () => 'k');
    expect((await useCases.writeReview(FORM))._unsafeUnwrap().kind).toBe('sent');
    expect((await useCases.subscribe('nope'))._unsafeUnwrap()).toEqual({ kind: 'invalid' });
    expect((await useCases.subscribe(' ana@example.com '))._unsafeUnwrap()).toEqual({ kind: 'sent' });
    expect((await useCases.confirm('t'))._unsafeUnwrap()).toEqual({ kind: 'done' });
    expect((await useCases.unsubscribe('t'))._unsafeUnwrap()).toEqual({ kind: 'invalid' });
    expect((await useCases.reviews({ page: 1, pageSize: 5, locale: 'es' }))._unsafeUnwrap()).toBe(LIST);
  });

  it('reads and sets the signed-in customer’s own subscription through the shop', async () => {
    const useCases = communityUseCases(gateway(), () => 'k');
    expect((await useCases.ownNewsletter())._unsafeUnwrap()).toEqual({ email: 'ana@example.es', status: 'none' });
    expect((await useCases.setOwnNewsletter(true))._unsafeUnwrap()).toEqual({
      email: 'ana@example.es',
      status: 'pending',
    });
    expect((await useCases.setOwnNewsletter(false))._unsafeUnwrap()).toEqual({
      email: 'ana@example.es',
      status: 'unsubscribed',
    });
  });
});

describe('review JSON-LD and photos', () => {
  it('describes the rating and the reviews, and nothing while nobody has reviewed', () => {
    expect(reviewsJsonLdOf(LIST)).toEqual({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Ana' },
          datePublished: '2024-11-02',
          reviewBody: 'Bonita',
          inLanguage: 'es',
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
    expect(reviewsJsonLdOf({ ...LIST, reviews: [{ ...REVIEW, title: 'Top' }] }).review?.[0]).toMatchObject({
      name: 'Top',
    });
    expect(reviewsJsonLdOf({ ...LIST, summary: { average: null, total: 0, counts: LIST.summary.counts } })).toEqual({});
  });

  it('states only the reviews of the article the product is, keeping the design’s rating', () => {
    const list = { ...LIST, reviews: [REVIEW, { ...REVIEW, id: 'r2', articleId: 102, body: 'Otra' }] };
    expect(reviewsJsonLdOf(list, 102).review?.map((review) => review.reviewBody)).toEqual(['Otra']);
    expect(reviewsJsonLdOf(list, 102).aggregateRating).toEqual(reviewsJsonLdOf(list).aggregateRating);
  });

  it('serves an uploaded photo in its formats, falling back to a width of at least 320', () => {
    expect(uploadPictureSources('u', [], 'photo')).toBeNull();
    expect(uploadPictureSources('u', [200, 320, 640], 'photo')).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcset: '/images/uploads/u-200.avif 200w, /images/uploads/u-320.avif 320w, /images/uploads/u-640.avif 640w',
        },
        {
          type: 'image/webp',
          srcset: '/images/uploads/u-200.webp 200w, /images/uploads/u-320.webp 320w, /images/uploads/u-640.webp 640w',
        },
        {
          type: 'image/jpeg',
          srcset: '/images/uploads/u-200.jpg 200w, /images/uploads/u-320.jpg 320w, /images/uploads/u-640.jpg 640w',
        },
      ],
      fallback: { src: '/images/uploads/u-320.jpg', width: 320, height: 320 },
    });
    expect(uploadPictureSources('u', [100, 200], 'graphic')?.fallback).toEqual({
      src: '/images/uploads/u-200.png',
      width: 200,
      height: 200,
    });
  });
});
