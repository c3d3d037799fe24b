import type { Result } from 'neverthrow';
import type { StoreSlug } from '../../domain/site/stores.ts';
import { validateEmail } from '../../domain/validation/email.ts';
import {
  fieldsChecked,
  requiredTextProblems,
  textLength,
  type FieldProblem,
  type InvalidFields,
} from '../../domain/forms/field-problem.ts';
import { isReviewRating, REVIEW_LIMITS, type ReviewRating } from './review.ts';

/** What the review form sends, decoded but not yet checked; a guest adds the e-mail and number of the order. */
export type ReviewRequest = {
  readonly articleId: number;
  readonly designId?: string | undefined;
  readonly authorName: string;
  readonly rating: number;
  readonly title?: string | undefined;
  readonly body: string;
  readonly email?: string | undefined;
  readonly orderPublicId?: string | undefined;
  readonly store: StoreSlug;
};

export type CheckedReviewRequest = {
  readonly articleId: number;
  readonly designId: string | null;
  readonly authorName: string;
  readonly rating: ReviewRating;
  readonly title: string;
  readonly body: string;
  readonly store: StoreSlug;
  /** Present for a guest only. */
  readonly guestOrder: { readonly email: string; readonly orderPublicId: string } | null;
};

const optionalTextProblems = (field: string, value: string, max: number): readonly FieldProblem[] =>
  textLength(value) > max ? [{ field, problem: 'TooLong', max }] : [];

const guestProblems = (email: string, orderPublicId: string): readonly FieldProblem[] => [
  ...(email === ''
    ? [{ field: 'email', problem: 'Required' } as const]
    : validateEmail(email).isErr()
      ? [{ field: 'email', problem: 'Invalid' } as const]
      : []),
  ...requiredTextProblems('order_public_id', orderPublicId, REVIEW_LIMITS.orderPublicId),
];

/** Stars 1 to 5, a name and a text within their limits, an optional title; a guest must name the order too. */
export const checkReviewRequest = (
  request: ReviewRequest,
  asGuest: boolean,
): Result<CheckedReviewRequest, InvalidFields> => {
  const title = request.title?.trim() ?? '';
  const email = request.email?.trim() ?? '';
  const orderPublicId = request.orderPublicId?.trim() ?? '';
  const designId = request.designId?.trim() ?? '';
  const problems = [
    ...(isReviewRating(request.rating) ? [] : [{ field: 'rating', problem: 'Invalid' } as const]),
    ...requiredTextProblems('author_name', request.authorName, REVIEW_LIMITS.authorName),
    ...optionalTextProblems('title', title, REVIEW_LIMITS.title),
    ...requiredTextProblems('body', request.body, REVIEW_LIMITS.body),
    ...(asGuest ? guestProblems(email, orderPublicId) : []),
  ];
  return fieldsChecked(problems, () => ({
    articleId: request.articleId,
    designId: designId === '' ? null : designId,
    authorName: request.authorName.trim(),
    rating: request.rating as ReviewRating,
    title,
    body: request.body.trim(),
    store: request.store,
    guestOrder: asGuest ? { email, orderPublicId } : null,
  }));
};
