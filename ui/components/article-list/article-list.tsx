import { ShopLink } from '../navigation/shop-link.tsx';
import type { Article } from '../../../core/domain/catalogue/article.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { CARD_SIZES } from '../design-grid/design-card.tsx';
import { CataloguePicture } from '../picture/catalogue-picture.tsx';
import { StorePrice } from '../price/store-price.tsx';

export const articleDesignsPath = (article: { readonly slug: string; readonly id: number }) =>
  `/designs/${encodeURIComponent(article.slug)}/${article.id}`;

/** Articles as cards that open the designs printable on each. */
export const ArticleList = ({
  articles,
  prices,
}: {
  readonly articles: readonly Article[];
  readonly prices: PriceStyle;
}) => (
  <ul className="design-grid">
    {articles.map((article) => (
      <li key={article.id}>
        <ShopLink className="design-card" to={articleDesignsPath(article)}>
          {article.picture && <CataloguePicture picture={article.picture} sizes={CARD_SIZES} />}
          <span className="design-card-name">{article.name}</span>
          <StorePrice price={article} style={prices} />
        </ShopLink>
      </li>
    ))}
  </ul>
);
