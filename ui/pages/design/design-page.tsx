import { useState } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { designPictures } from '../../../core/domain/catalogue/design.ts';
import type { DesignPageData } from '../../../core/storefront/catalogue/load-design-page.use-case.ts';
import { CataloguePicture } from '../../components/picture/catalogue-picture.tsx';
import { StorePrice } from '../../components/price/store-price.tsx';
import { AddToCart } from './add-to-cart.tsx';
import { ArticleChoice } from './article-choice.tsx';

/** Half the width beside the choices on a desktop, the full width on smaller screens. */
const GALLERY_SIZES = '(min-width: 1024px) 50vw, 100vw';

export const DesignPage = ({ data }: { readonly data: DesignPageData }) => {
  const { t } = useTexts('design');
  const { design, prices } = data;
  // The loader never opens a design without articles, and names one of them to open with.
  const [chosen, setChosen] = useState(
    () => design.articles.find((article) => article.id === data.articleId) ?? design.articles[0]!,
  );
  const pictures = designPictures(design);
  return (
    <article className="design-page">
      <h1>{design.name}</h1>
      {pictures.length > 0 && (
        <ul className="design-gallery" aria-label={t('gallery')}>
          {pictures.map((picture, index) => (
            <li key={picture.fallback.src}>
              <CataloguePicture picture={picture} sizes={GALLERY_SIZES} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <div className="design-buy">
        <p className="design-rating">
          {design.rating
            ? t('rating', { average: design.rating.average.toFixed(1), count: design.rating.count })
            : t('noRating')}
        </p>
        <ArticleChoice articles={design.articles} chosen={chosen} prices={prices} onChoose={setChosen} />
        <p className="design-price" aria-live="polite">
          {t('price', { article: chosen.name })} <StorePrice price={chosen} style={prices} />
        </p>
        <AddToCart design={design} article={chosen} />
      </div>
      {design.tags.length > 0 && (
        <nav aria-label={t('tags')}>
          <ul className="tag-links">
            {design.tags.map((tag) => (
              <li key={tag.id}>
                <ShopLink to={`/t/${encodeURIComponent(tag.slug)}`}>{tag.name}</ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
};
