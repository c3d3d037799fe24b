import type { ReviewRepository } from '../../core/shop/reviews/review-repository.port.ts';
import { publishReview } from '../../core/shop/reviews/publish-review.use-case.ts';
import type { Output } from './shop-commands.ts';

export const REVIEWS_USAGE = `  reviews pending [--limit <n>]                   reviews waiting for moderation, oldest first
  reviews publish <id>                            show a pending review on /reviews and its design page`;

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** `reviews pending` and `reviews publish <id>`: the administrator's moderation from the command line. */
export const dispatchReviews = async (
  reviews: ReviewRepository,
  [verb, id, ...extra]: readonly string[],
  options: ReadonlyMap<string, string>,
  io: Output,
): Promise<number> => {
  if (verb === 'pending' && id === undefined) {
    const limit = Number(options.get('limit') ?? 50);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
      io.err('--limit must be a whole number from 1 to 500.');
      return 2;
    }
    return (await reviews.pending(limit)).match(
      (pending) => {
        if (pending.length === 0) io.out('No reviews waiting.');
        for (const review of pending)
          io.out(`${review.id}  ${review.rating}★  ${review.authorName}  ${oneLine(review.title || review.body, 60)}`);
        return 0;
      },
      (failure) => {
        io.err(`The database could not be read: ${failure.cause}`);
        return 1;
      },
    );
  }
  if (verb === 'publish' && id !== undefined && extra.length === 0) {
    return (await publishReview(reviews)(id)).match(
      () => {
        io.out(`Review ${id} published.`);
        return 0;
      },
      (failure) => {
        io.err(
          failure.type === 'ReviewNotFound'
            ? `No review with id ${id}.`
            : `The database could not be written: ${failure.cause}`,
        );
        return 1;
      },
    );
  }
  io.err(`Usage:\n${REVIEWS_USAGE}`);
  return 2;
};
