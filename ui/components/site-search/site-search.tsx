import { useId } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { GetForm } from '../navigation/get-form.tsx';
import { Icon } from '../icon/icon.tsx';

/** The header's search field: a GET form to /search that works before the page's code has loaded. */
export const SiteSearch = () => {
  const { t } = useTexts();
  const id = useId();
  return (
    <GetForm className="site-search" action="/search" role="search" aria-label={t('search.label')}>
      <label className="visually-hidden" htmlFor={id}>
        {t('search.label')}
      </label>
      <input id={id} name="query" type="search" placeholder={t('search.placeholder')} required enterKeyHint="search" />
      <button type="submit" className="site-search-submit">
        <Icon name="mdi:magnify" size={20} />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </GetForm>
  );
};
