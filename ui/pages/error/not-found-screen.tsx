import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { ErrorBlock } from '../../components/error-block/error-block.tsx';
import { Icon } from '../../components/icon/icon.tsx';

/** 404: the localised message (the route table's English one goes to the log only), illustration, home button, contact link, search and suggestions, divider, further block. */
export const NotFoundScreen = ({ path }: { path: string }) => {
  const { t } = useTexts();
  return (
    <div className="not-found">
      <h1>{t('error.notFound.title')}</h1>
      <ErrorBlock mode="404" path={path} />
      <p className="error-actions">
        <ShopLink className="button" to="/">
          {t('error.backHome')}
        </ShopLink>
        <span>
          {t('error.contactLead')} <ShopLink to="/contact">{t('error.contact')}</ShopLink>
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
            <ShopLink to="/offers">{t('error.suggestions.offers')}</ShopLink>
          </li>
          <li>
            <ShopLink to="/tags-list">{t('error.suggestions.tags')}</ShopLink>
          </li>
          <li>
            <ShopLink to="/help-center">{t('error.suggestions.help')}</ShopLink>
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
