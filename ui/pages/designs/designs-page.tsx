import { useTexts } from '../../app/use-texts.ts';
import type { ArticleDesignsPageData } from '../../../core/storefront/catalogue/load-design-lists.use-case.ts';
import { DesignList } from '../../components/listing-controls/design-list.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { StorePrice } from '../../components/price/store-price.tsx';

/** The designs printable on one article. */
export const DesignsPage = ({ data }: { readonly data: ArticleDesignsPageData }) => {
  const { t } = useTexts('designs');
  const { article, prices } = data;
  return (
    <section className="list-page" aria-labelledby="list-title">
      <h1 id="list-title">{t('title', { article: article.namePlural })}</h1>
      <p>{article.description}</p>
      <p>
        {t('price', { article: article.name })} <StorePrice price={article} style={prices} />
      </p>
      {article.personalisable && (
        <p className="list-start-blank">
          <span>{t('startBlankLead', { article: article.name })}</span>{' '}
          <ShopLink className="button button-secondary" to={`/create/${article.id}`}>
            {t('startBlank')}
          </ShopLink>
        </p>
      )}
      <DesignList designs={data.designs} sort={data.sort} prices={prices} articleId={article.id} />
    </section>
  );
};
