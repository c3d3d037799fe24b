import { useState } from 'react';
import type { Article } from '../../../core/domain/catalogue/article.ts';
import { designPictures } from '../../../core/domain/catalogue/design.ts';
import type { PageDataByRoute } from '../../../core/storefront/navigation/page-outcome.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { StorePrice } from '../../components/price/store-price.tsx';
import { AddToCart } from './add-to-cart.tsx';
import { ArticleChoice } from './article-choice.tsx';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import { DesignGallery } from './design-gallery.tsx';
import { DesignReviews } from './design-reviews.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { showArticleInAddress } from './article-in-address.ts';

export const DesignPage = ({ data }: { readonly data: PageDataByRoute['design'] }) => {
  const { t } = useTexts('design');
  const { design, prices, deliveries } = data;
  // The loader never opens a design without articles, and names one of them to open with.
  const [chosen, setChosen] = useState(
    () => design.articles.find((article) => article.id === data.articleId) ?? design.articles[0]!,
  );
  const delivery = deliveries?.[chosen.id];
  const [shown, setShown] = useState(0);
  const pictures = designPictures(design);
  // Choosing an article brings its picture into view, when it has one, and names it in the address to share or reload.
  const choose = (article: Article) => {
    setChosen(article);
    showArticleInAddress(article.id);
    const index = article.picture ? pictures.indexOf(article.picture) : -1;
    if (index >= 0) setShown(index);
  };
  return (
    <article className="design-page">
      {pictures.length > 0 && <DesignGallery pictures={pictures} shown={shown} onShow={setShown} />}
      <div className="design-buy">
        <h1>{design.name}</h1>
        <RatingSummary rating={design.rating} />
        <p className="design-price" aria-live="polite">
          <span>{t('price', { article: chosen.name })}</span> <StorePrice price={chosen} style={prices} />
        </p>
        <ArticleChoice articles={design.articles} chosen={chosen} prices={prices} onChoose={choose} />
        {chosen.description && <p className="design-article-description">{chosen.description}</p>}
        <AddToCart design={design} article={chosen} />
        {chosen.personalisable && (
          <p className="design-personalise">
            <ShopLink to={`/create/${chosen.id}?design=${encodeURIComponent(design.id)}`}>
              {t('personalise', { article: chosen.name })}
            </ShopLink>
            <ShopLink to={`/create/${chosen.id}`}>{t('startBlank')}</ShopLink>
          </p>
        )}
        {delivery && <DeliveryEstimate estimate={delivery} />}
        {design.tags.length > 0 && (
          <nav aria-label={t('tags')} className="design-tags">
            <ul className="tag-links">
              {design.tags.map((tag) => (
                <li key={tag.id}>
                  <ShopLink to={`/t/${encodeURIComponent(tag.slug)}`}>{tag.name}</ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {data.reviews === null ? null : <DesignReviews reviews={data.reviews} />}
    </article>
  );
};
