import type { ShownReviewList } from '../../../core/storefront/community/community-gateway.port.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { ReviewList, ReviewSummaryBlock } from '../../components/reviews/review-list.tsx';

/** The design's own published reviews: its average, the newest few and a link to all the shop's reviews. */
export const DesignReviews = ({ reviews }: { readonly reviews: ShownReviewList }) => {
  const { t } = useTexts('design');
  return (
    <section className="design-reviews" aria-labelledby="design-reviews-title">
      <h2 id="design-reviews-title">{t('reviewList.title')}</h2>
      <ReviewSummaryBlock summary={reviews.summary} ns="design" />
      {reviews.reviews.length === 0 ? null : <ReviewList reviews={reviews.reviews} ns="design" />}
      <ShopLink to="/reviews">{t('reviewList.all')}</ShopLink>
    </section>
  );
};
