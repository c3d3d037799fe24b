import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { ReviewsPageData } from '../../../core/storefront/community/community-pages.use-cases.ts';
import { useShownLocation } from '../../app/page-navigation.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useTexts } from '../../app/use-texts.ts';
import { PageLinks } from '../../components/listing-controls/page-links.tsx';
import { GetForm } from '../../components/navigation/get-form.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { ReviewList, ReviewSummaryBlock } from '../../components/reviews/review-list.tsx';
import { ReviewLineForm } from './review-line-form.tsx';

const OrderReviews = ({ data }: { readonly data: ReviewsPageData }) => {
  const { t } = useTexts('reviews');
  const { order } = data;
  if (order === null) {
    return (
      <section className="review-order" aria-labelledby="review-order-title">
        <h2 id="review-order-title">{t('order.title', { publicId: data.orderAsked })}</h2>
        <p>{t('order.notFound')}</p>
        <ShopLink to="/login">{t('order.signIn')}</ShopLink>
      </section>
    );
  }
  return (
    <section className="review-order" aria-labelledby="review-order-title">
      <h2 id="review-order-title">{t('order.title', { publicId: order.publicId })}</h2>
      {order.delivered ? (
        <>
          <p>{t('order.lead')}</p>
          {order.lines.map((line) => (
            <ReviewLineForm key={line.lineId} order={order} line={line} token={data.token} />
          ))}
        </>
      ) : (
        <p>{t('order.notDelivered')}</p>
      )}
    </section>
  );
};

const Filters = ({ data }: { readonly data: ReviewsPageData }) => {
  const { t } = useTexts('reviews');
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useShownLocation();
  const hrefWith = (rating: string, article: string) => {
    const params = new URLSearchParams();
    if (rating !== '') params.set('rating', rating);
    if (article !== '') params.set('article_id', article);
    const query = params.toString();
    return query === '' ? pathname : `${pathname}?${query}`;
  };
  const rating = data.filter.rating === undefined ? '' : String(data.filter.rating);
  const article = data.filter.articleId === undefined ? '' : String(data.filter.articleId);
  return (
    <GetForm className="review-filters listing-sort" action={pathname}>
      <label htmlFor={`${id}-rating`}>{t('filters.rating')}</label>
      <select
        id={`${id}-rating`}
        name="rating"
        value={rating}
        onChange={(event) => void navigate(hrefWith(event.target.value, article))}
      >
        <option value="">{t('filters.allRatings')}</option>
        {[5, 4, 3, 2, 1].map((stars) => (
          <option key={stars} value={stars}>
            {t('form.stars', { stars })}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-article`}>{t('filters.article')}</label>
      <select
        id={`${id}-article`}
        name="article_id"
        value={article}
        onChange={(event) => void navigate(hrefWith(rating, event.target.value))}
      >
        <option value="">{t('filters.allArticles')}</option>
        {data.list.articles.map((one) => (
          <option key={one.id} value={one.id}>
            {one.name}
          </option>
        ))}
      </select>
      {!hydrated && <button type="submit">{t('filters.apply')}</button>}
    </GetForm>
  );
};

/** /reviews: the shop's published reviews with their average and stars, filters and pages; and the review form of `?order=`. */
export const ReviewsPage = ({ data }: { readonly data: ReviewsPageData }) => {
  const { t } = useTexts('reviews');
  const names = new Map(data.list.articles.map((article) => [article.id, article.name]));
  return (
    <article className="text-page reviews-page">
      <h1>{t('title')}</h1>
      {data.orderAsked === null ? null : <OrderReviews data={data} />}
      <section aria-labelledby="reviews-list-title">
        <h2 id="reviews-list-title">{t('listTitle')}</h2>
        <ReviewSummaryBlock summary={data.list.summary} ns="reviews" />
        <Filters data={data} />
        {data.list.reviews.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ReviewList reviews={data.list.reviews} articleName={(id) => names.get(id)} ns="reviews" />
        )}
        <PageLinks current={data.list.page} count={Math.ceil(data.list.total / data.list.pageSize)} />
      </section>
    </article>
  );
};
