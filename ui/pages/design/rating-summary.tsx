import type { CSSProperties } from 'react';
import type { RatingSummary as Rating } from '../../../core/domain/catalogue/design.ts';
import { useTexts } from '../../app/use-texts.ts';

/** The average as five stars filled to the tenth, beside the words that say it (the stars are decoration). */
export const RatingSummary = ({ rating }: { readonly rating: Rating | null }) => {
  const { t, i18n } = useTexts('design');
  if (rating === null) return <p className="design-rating">{t('noRating')}</p>;
  const stars = { '--rating-filled': `${Math.max(0, Math.min(100, (rating.average / 5) * 100))}%` } as CSSProperties;
  return (
    <p className="design-rating">
      <span className="rating-stars" aria-hidden="true" style={stars}>
        ★★★★★
      </span>
      <span>
        {t('rating', {
          average: rating.average.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          count: rating.count,
        })}
      </span>
    </p>
  );
};
