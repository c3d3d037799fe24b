import type { Result } from 'neverthrow';
import type { StoreSlug } from '../../domain/site/stores.ts';
import {
  fieldsChecked,
  requiredTextProblems,
  textLength,
  type FieldProblem,
  type InvalidFields,
} from '../../domain/forms/field-problem.ts';
import { isReviewRating, REVIEW_LIMITS, type ReviewRating } from '../../domain/reviews/review.ts';

/** What the review form sends, decoded but not yet checked. */
export type ReviewRequest = {
  readonly orderPublicId: string;
  readonly orderLineId: string;
  readonly rating: number;
  readonly title?: string | undefined;
  readonly body: string;
  readonly photoId?: string | undefined;
  readonly store: StoreSlug;
};

export type CheckedReviewRequest = {
  readonly orderPublicId: string;
  readonly orderLineId: string;
  readonly rating: ReviewRating;
  readonly title: string;
  readonly body: string;
  readonly photoId: string | null;
  readonly store: StoreSlug;
};

const optionalTextProblems = (field: string, value: string, max: number): readonly FieldProblem[] =>
  textLength(value) > max ? [{ field, problem: 'TooLong', max }] : [];

/** Stars 1 to 5 and a text within its limit, an optional title; the text is kept as typed (trimmed), never as markup. */
export const checkReviewRequest = (request: ReviewRequest): Result<CheckedReviewRequest, InvalidFields> => {
  const title = request.title?.trim() ?? '';
  const photoId = request.photoId?.trim() ?? '';
  const problems = [
    ...(isReviewRating(request.rating) ? [] : [{ field: 'rating', problem: 'Invalid' } as const]),
    ...optionalTextProblems('title', title, REVIEW_LIMITS.title),
    ...requiredTextProblems('body', request.body, REVIEW_LIMITS.body),
  ];
  return fieldsChecked(problems, () => ({
    orderPublicId: request.orderPublicId.trim(),
    orderLineId: request.orderLineId.trim(),
    rating: request.rating as ReviewRating,
    title,
    body: request.body.trim(),
    photoId: photoId === '' ? null : photoId,
    store: request.store,
  }));
};
