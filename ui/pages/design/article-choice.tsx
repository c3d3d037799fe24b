import { useTexts } from '../../app/use-texts.ts';
import type { Article } from '../../../core/domain/catalogue/article.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { CataloguePicture } from '../../components/picture/catalogue-picture.tsx';
import { StorePrice } from '../../components/price/store-price.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';

type Props = {
  readonly articles: readonly Article[];
  readonly chosen: Article;
  readonly prices: PriceStyle;
  readonly onChoose: (article: Article) => void;
};

const TILE_SIZES = '64px';

/**
 * Native radio buttons drawn as tiles (picture, name, price): arrow keys move the choice and screen readers
 * announce the group by its legend; the picture is decoration beside the name.
 */
export const ArticleChoice = ({ articles, chosen, prices, onChoose }: Props) => {
  const { t } = useTexts('design');
  // A choice made before hydration would be undone by it: the radios wait for the page's code.
  const hydrated = useHydrated();
  return (
    <fieldset className="article-choice" disabled={!hydrated}>
      <legend>{t('chooseArticle')}</legend>
      <div className="article-tiles">
        {articles.map((article) => (
          <label key={article.id} className="article-tile">
            <input
              type="radio"
              name="article"
              value={article.id}
              checked={article.id === chosen.id}
              onChange={() => onChoose(article)}
            />
            <span className="article-tile-picture">
              {article.picture && <CataloguePicture picture={article.picture} sizes={TILE_SIZES} decorative />}
            </span>
            <span className="article-tile-name">{article.name}</span> <StorePrice price={article} style={prices} />
          </label>
        ))}
      </div>
    </fieldset>
  );
};
