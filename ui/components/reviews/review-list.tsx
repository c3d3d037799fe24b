import type { ShownReview, ShownReviewSummary } from '../../../core/storefront/community/community-gateway.port.ts';
import { useTexts } from '../../app/use-texts.ts';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** Stars as text for everyone: ★ drawn, the number said. */
/** The page's namespace: each page that lists reviews carries the `reviewList` texts. */
type Namespace = 'reviews' | 'design';

export const Stars = ({ rating, ns }: { readonly rating: number; readonly ns: Namespace }) => {
  const { t } = useTexts(ns);
  return (
    <span className="stars" role="img" aria-label={t('reviewList.stars', { rating })}>
      {'★'.repeat(rating)}
      <span className="stars-off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
};

/** The average, the count and how many gave each number of stars. */
export const ReviewSummaryBlock = ({
  summary,
  ns,
}: {
  readonly summary: ShownReviewSummary;
  readonly ns: Namespace;
}) => {
  const { t, i18n } = useTexts(ns);
  if (summary.average === null) return <p className="review-summary">{t('reviewList.none')}</p>;
  const average = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(summary.average);
  return (
    <div className="review-summary">
      <p className="review-average">
        <strong>{t('reviewList.average', { average })}</strong> <Stars rating={Math.round(summary.average)} ns={ns} />{' '}
        <span>{t('reviewList.count', { total: summary.total })}</span>
      </p>
      <ul className="review-distribution" aria-label={t('reviewList.distribution')}>
        {RATINGS.map((rating) => (
          <li key={rating}>
            <span>{t('reviewList.starsShort', { rating })}</span>
            <meter
              min={0}
              max={Math.max(1, summary.total)}
              value={summary.counts[rating]}
              aria-label={t('reviewList.stars', { rating })}
            />
            <span>{summary.counts[rating]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};

const countryName = (language: string, country: string | null) => {
  if (country === null) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
};

/** Published reviews: stars, title, the text as written (React escapes it), who, where, when and the photo. */
export const ReviewList = ({
  reviews,
  articleName,
  ns,
}: {
  readonly reviews: readonly ShownReview[];
  readonly ns: Namespace;
  readonly articleName?: (articleId: number) => string | undefined;
}) => {
  const { t, i18n } = useTexts(ns);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ol className="review-list">
      {reviews.map((review) => {
        const article = articleName?.(review.articleId);
        const country = countryName(i18n.language, review.country);
        return (
          <li key={review.id} className="review">
            <article aria-label={t('reviewList.by', { name: review.authorName })}>
              <Stars rating={review.rating} ns={ns} />
              {/* The review's words keep their own language, which the page's may not be. */}
              {review.title === '' ? null : <h3 lang={review.locale}>{review.title}</h3>}
              <p className="review-body" lang={review.locale}>
                {review.body}
              </p>
              {review.photo === null ? null : (
                <picture>
                  {review.photo.sources.map((source) => (
                    <source key={source.type} type={source.type} srcSet={source.srcset} sizes="160px" />
                  ))}
                  <img
                    src={review.photo.fallback.src}
                    width={160}
                    height={160}
                    alt={t('reviewList.photo', { name: review.authorName })}
                    loading="lazy"
                    decoding="async"
                  />
                </picture>
              )}
              <p className="review-meta">
                {[review.authorName, country, date.format(new Date(review.createdAt)), article]
                  .filter((part) => part !== null && part !== undefined)
                  .join(' · ')}
              </p>
            </article>
          </li>
        );
      })}
    </ol>
  );
};
