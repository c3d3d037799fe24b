import { useEffect, useRef } from 'react';
import type { Article } from '../../../core/domain/catalogue/article.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { useShownLocation } from '../../app/page-navigation.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { CataloguePicture } from '../../components/picture/catalogue-picture.tsx';
import { StorePrice } from '../../components/price/store-price.tsx';

/** Three tiles a row on phones, four on tablets, six from a desktop (catalogue.css). */
const TILE_SIZES = '(min-width: 1024px) 180px, (min-width: 768px) 25vw, 33vw';

/** The section's anchor: the header's "create with your photo" link lands here. */
export const START_FROM_PHOTO_ID = 'create-with-photo';

/** "Create with your photo": every article with print surfaces as a tile opening its blank editor. */
export const StartFromPhoto = ({
  articles,
  prices,
}: {
  readonly articles: readonly Article[];
  readonly prices: PriceStyle;
}) => {
  const { t } = useTexts('home');
  const section = useRef<HTMLElement>(null);
  const { hash } = useShownLocation();
  // A client-side navigation to the anchor does not scroll by itself, as a page load would.
  useEffect(() => {
    if (hash === `#${START_FROM_PHOTO_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  if (articles.length === 0) return null;
  return (
    <section
      ref={section}
      id={START_FROM_PHOTO_ID}
      className="start-from-photo"
      aria-labelledby="start-from-photo-title"
    >
      <h2 id="start-from-photo-title">{t('startFromPhoto.title')}</h2>
      <p>{t('startFromPhoto.lead')}</p>
      <ul className="design-grid start-from-photo-grid">
        {articles.map((article) => (
          <li key={article.id}>
            <ShopLink className="design-card" to={`/create/${article.id}`}>
              {article.picture && <CataloguePicture picture={article.picture} sizes={TILE_SIZES} decorative />}
              <span className="design-card-name">{article.name}</span>
              <StorePrice price={article} style={prices} />
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
};
