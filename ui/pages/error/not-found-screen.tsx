import { useTexts } from '../../app/use-texts.ts';
import { ErrorBlock } from '../../components/error-block/error-block.tsx';
import { Icon } from '../../components/icon/icon.tsx';

/** 404: message, illustration, home button, contact link, search and suggestions, divider, further block. */
export const NotFoundScreen = ({ path, message }: { path: string; message: string }) => {
  const { t } = useTexts();
  return (
    <div className="not-found">
      <h1>{t('error.notFound.title')}</h1>
      <p className="error-detail">{message}</p>
      <ErrorBlock mode="404" path={path} />
      <p className="error-actions">
        <a className="button" href="/">
          {t('error.backHome')}
        </a>
        <span>
          {t('error.contactLead')} <a href="/contact">{t('error.contact')}</a>
        </span>
      </p>
      <form className="error-search" action="/search" method="get" role="search">
        <label htmlFor="error-search-query">{t('error.search.label')}</label>
        <input
          id="error-search-query"
          name="query"
          type="search"
          placeholder={t('error.search.placeholder')}
          required
        />
        <button type="submit">
          <Icon name="mdi:magnify" size={18} />
          {t('error.search.submit')}
        </button>
      </form>
      <nav aria-labelledby="error-suggestions-title" className="error-suggestions">
        <h2 id="error-suggestions-title">{t('error.suggestions.title')}</h2>
        <ul>
          <li>
            <a href="/offers">{t('error.suggestions.offers')}</a>
          </li>
          <li>
            <a href="/tags-list">{t('error.suggestions.tags')}</a>
          </li>
          <li>
            <a href="/help-center">{t('error.suggestions.help')}</a>
          </li>
        </ul>
      </nav>
      <hr />
      <section aria-labelledby="error-further-title" className="error-further">
        <h2 id="error-further-title">{t('error.further.title')}</h2>
        <p>{t('error.further.message')}</p>
      </section>
    </div>
  );
};
