import { useId } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { GetForm } from '../../components/navigation/get-form.tsx';
import type { SearchPageData } from '../../../core/storefront/catalogue/load-design-lists.use-case.ts';
import { ErrorBlock } from '../../components/error-block/error-block.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { DesignList } from '../../components/listing-controls/design-list.tsx';

/** What a search found, with the search form to try other words; nothing found shows the SEARCH_PAGE block. */
export const SearchPage = ({ data }: { readonly data: SearchPageData }) => {
  const { t } = useTexts('search');
  const id = useId();
  return (
    <section className="list-page" aria-labelledby="list-title">
      <h1 id="list-title">{t('title', { query: data.query })}</h1>
      <GetForm className="error-search" action="/search" role="search">
        <label htmlFor={id}>{t('label')}</label>
        <input id={id} name="query" type="search" defaultValue={data.query} required />
        <button type="submit">
          <Icon name="mdi:magnify" size={18} />
          {t('submit')}
        </button>
      </GetForm>
      {data.designs.total === 0 ? (
        <ErrorBlock mode="SEARCH_PAGE" />
      ) : (
        <DesignList designs={data.designs} sort={data.sort} prices={data.prices} />
      )}
    </section>
  );
};
