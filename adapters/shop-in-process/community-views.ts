import { uploadPictureSources } from '../../core/domain/media/upload-picture.ts';
import type { PublicReview } from '../../core/domain/reviews/review.ts';
import type { ShownReview, ShownReviewList } from '../../core/storefront/community/community-gateway.port.ts';

type WireReview = Pick<
  PublicReview,
  'id' | 'articleId' | 'designId' | 'authorName' | 'country' | 'title' | 'body' | 'photo' | 'status'
> & { readonly rating: number; readonly locale: string; readonly createdAt: string | number };

type WireReviewList = Pick<ShownReviewList, 'page' | 'pageSize' | 'total' | 'summary' | 'articles'> & {
  readonly reviews: readonly WireReview[];
};

/** A review as the pages show it, from the shop's view or its wire form: the photo as `<picture>` sources. */
export const shownReview = (review: WireReview): ShownReview => ({
  id: review.id,
  articleId: review.articleId,
  designId: review.designId,
  authorName: review.authorName,
  country: review.country,
  rating: review.rating,
  title: review.title,
  body: review.body,
  locale: review.locale,
  photo:
    review.photo === null
      ? null
      : uploadPictureSources(review.photo.uploadId, review.photo.widths, review.photo.formats),
  status: review.status,
  createdAt: typeof review.createdAt === 'number' ? new Date(review.createdAt).toISOString() : review.createdAt,
});

export const shownReviewList = (list: WireReviewList): ShownReviewList => ({
  reviews: list.reviews.map(shownReview),
  page: list.page,
  pageSize: list.pageSize,
  total: list.total,
  summary: list.summary,
  articles: list.articles,
});
