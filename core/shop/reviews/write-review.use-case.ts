import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import { storeFor } from '../../domain/site/stores.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import { isDelivered, mayReview, type ReviewAccess, type ReviewOrderNotFound } from './review-access.ts';
import type { ReviewLinkTokens } from './review-link.ts';
import type { ReviewRepository } from './review-repository.port.ts';
import { checkReviewRequest, type CheckedReviewRequest, type ReviewRequest } from './review-request.ts';
import { publicReview, type PublicReview, type Review, type ReviewPhoto } from '../../domain/reviews/review.ts';
import type { PurchaseRecords, PurchasedLine, PurchasedOrder, ReviewPhotos } from './reviewable-orders.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type WriteReviewDeps = {
  readonly reviews: ReviewRepository;
  readonly purchases: PurchaseRecords;
  readonly photos: ReviewPhotos;
  readonly tokens: ReviewLinkTokens;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

export type ReviewNotAllowed =
  ReviewOrderNotFound | { readonly type: 'OrderNotDelivered' } | { readonly type: 'ReviewAlreadyWritten' };

export type WriteReviewError = InvalidFields | ReviewNotAllowed | RepositoryFailure;

const invalid = (field: string): InvalidFields => ({
  type: 'InvalidFields',
  problems: [{ field, problem: 'Invalid' }],
});

/** A photo is an image uploaded from the same storefront session; anything else is refused like a bad field. */
const photoOf = (
  photos: ReviewPhotos,
  photoId: string | null,
  sessionId: string | undefined,
): ResultAsync<ReviewPhoto | null, InvalidFields | RepositoryFailure> =>
  photoId === null
    ? okAsync(null)
    : photos
        .find(photoId)
        .andThen((found) =>
          found === undefined || found.formats === null || found.widths.length === 0 || found.sessionId !== sessionId
            ? errAsync(invalid('photo_id'))
            : okAsync({ uploadId: photoId, widths: found.widths, formats: found.formats }),
        );

const lineToReview = (order: PurchasedOrder, lineId: string): PurchasedLine | ReviewNotAllowed | InvalidFields => {
  if (!isDelivered(order)) return { type: 'OrderNotDelivered' };
  const line = order.lines.find((found) => found.lineId === lineId);
  if (line === undefined) return invalid('order_line_id');
  return line.reviewed ? { type: 'ReviewAlreadyWritten' } : line;
};

const reviewOf = (
  deps: WriteReviewDeps,
  request: CheckedReviewRequest,
  order: PurchasedOrder,
  line: PurchasedLine,
  photo: ReviewPhoto | null,
): Review => ({
  id: deps.ids.uuid(),
  articleId: line.articleId,
  designId: line.designId,
  customerId: order.customerId,
  orderId: order.orderId,
  orderLineId: line.lineId,
  authorName: order.firstName,
  country: order.country,
  rating: request.rating,
  title: request.title,
  body: request.body,
  photo,
  locale: storeFor(request.store).locale,
  status: 'pending',
  createdAt: deps.clock.now(),
});

/** A review of one line of a delivered order, by its customer or the holder of its review link; it waits for moderation. */
export const writeReview =
  (deps: WriteReviewDeps) =>
  (access: ReviewAccess, request: ReviewRequest): ResultAsync<PublicReview, WriteReviewError> => {
    const checked = checkReviewRequest(request);
    if (checked.isErr()) return errAsync(checked.error);
    const fields = checked.value;
    return deps.purchases.order(fields.orderPublicId).andThen((found) => {
      const order = mayReview(found, access, deps.tokens, deps.clock.now());
      if (order.isErr()) return errAsync(order.error);
      const line = lineToReview(order.value, fields.orderLineId);
      if ('type' in line) return errAsync(line);
      return photoOf(deps.photos, fields.photoId, access.sessionId).andThen((photo) => {
        const review = reviewOf(deps, fields, order.value, line, photo);
        return deps.reviews
          .add(review)
          .andThen((outcome) =>
            outcome === 'duplicate'
              ? errAsync<PublicReview, WriteReviewError>({ type: 'ReviewAlreadyWritten' })
              : okAsync(publicReview(review)),
          );
      });
    });
  };
