import { useTexts } from '../../app/use-texts.ts';
import type { LandingPageData } from '../../../core/storefront/catalogue/load-landing-pages.use-case.ts';
import { ArticleList } from '../../components/article-list/article-list.tsx';
import { DesignList } from '../../components/listing-controls/design-list.tsx';

/** A marketing page: its text, then the articles and designs its list mode lists. */
export const LandingPage = ({ data }: { readonly data: LandingPageData }) => {
  const { t } = useTexts('landing');
  const { landing, prices } = data;
  return (
    <section className="list-page" aria-labelledby="list-title">
      <h1 id="list-title">{landing.title}</h1>
      <p>{landing.body}</p>
      {landing.articles.length > 0 && (
        <section aria-labelledby="landing-articles">
          <h2 id="landing-articles">{t('articles')}</h2>
          <ArticleList articles={landing.articles} prices={prices} />
        </section>
      )}
      {landing.designs !== null && (
        <section aria-labelledby="landing-designs">
          <h2 id="landing-designs">{t('designs')}</h2>
          <DesignList designs={landing.designs} sort={data.sort} prices={prices} />
        </section>
      )}
    </section>
  );
};
