import { useTexts } from '../../app/use-texts.ts';
import type { OffersPageData } from '../../../core/storefront/catalogue/load-design-lists.use-case.ts';
import { ArticleList } from '../../components/article-list/article-list.tsx';
import { DesignList } from '../../components/listing-controls/design-list.tsx';

/** The articles on offer, then the designs printable on them. */
export const OffersPage = ({ data }: { readonly data: OffersPageData }) => {
  const { t } = useTexts('offers');
  return (
    <section className="list-page" aria-labelledby="list-title">
      <h1 id="list-title">{t('title')}</h1>
      {data.articles.length > 0 && (
        <section aria-labelledby="offer-articles">
          <h2 id="offer-articles">{t('articles')}</h2>
          <ArticleList articles={data.articles} prices={data.prices} />
        </section>
      )}
      <section aria-labelledby="offer-designs">
        <h2 id="offer-designs">{t('designs')}</h2>
        <DesignList designs={data.designs} sort={data.sort} prices={data.prices} />
      </section>
    </section>
  );
};
