import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_COLLECTIONS, isProductCollection } from '../../../core/domain/catalogue/collection.ts';
import { SORTS, isSort } from '../../../core/domain/catalogue/sort.ts';
import { PROJECT_SCOPES, isProjectScope } from '../../../core/domain/shared/project-scope.ts';
import { TRI_STATES, isTriState } from '../../../core/domain/shared/tri-state.ts';
import type { DesignDeskForm } from '../../../core/storefront/back-office/design-desk-views.ts';
import type { DesignDeskPageData as DesignDeskData } from '../../../core/storefront/back-office/load-design-desk-pages.use-case.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { formatStoreInstant } from './desk-formats.ts';
import { DeskTableScroll } from './desk-table-scroll.tsx';

const DESK_PATH = '/accounts/designs/admin';

/** The desk's URL for a form; only the fields that differ from "any" (and the default sort) are written. */
export const designDeskPathOf = (form: DesignDeskForm): string => {
  const params = new URLSearchParams();
  if (form.search !== '') params.set('search', form.search);
  if (form.collection !== '') params.set('collection', form.collection);
  if (form.tag !== '') params.set('tag', form.tag);
  if (form.published !== 'ALL') params.set('published', form.published);
  if (form.scope !== '') params.set('scope', form.scope);
  if (form.sort !== 'DATE_LAST_MODIFICATION') params.set('sort', form.sort);
  if (form.after !== '') params.set('after', form.after);
  const text = params.toString();
  return text === '' ? DESK_PATH : `${DESK_PATH}?${text}`;
};

/**
 * Every design, published or not: a GET form (search, collection, tag, published, scope, sort) whose URL can be
 * shared, and pages of 25 the server cuts by keyset.
 */
export const DesignDeskPage = ({ data }: { data: DesignDeskData }) => {
  const { t, i18n } = useTexts('accounts-designs-admin');
  const navigate = useNavigate();
  const [form, setForm] = useState<DesignDeskForm>(data.form);
  const [shown, setShown] = useState(data.form);
  // A new page of data (back, forward, a link) resets the form to what is shown.
  if (shown !== data.form) {
    setShown(data.form);
    setForm(data.form);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(designDeskPathOf({ ...form, search: form.search.trim(), tag: form.tag.trim(), after: '' }));
  };
  const { designs, next } = data.list;
  return (
    <div className="account-page desk-page">
      <header className="account-hero">
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </header>
      <form method="get" action={DESK_PATH} className="desk-filters" onSubmit={submit} role="search">
        <div className="desk-field desk-field-wide">
          <label htmlFor="designs-search">{t('search')}</label>
          <input
            id="designs-search"
            name="search"
            type="search"
            value={form.search}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => setForm({ ...form, search: event.target.value })}
          />
        </div>
        <div className="desk-field">
          <label htmlFor="designs-collection">{t('collection')}</label>
          <select
            id="designs-collection"
            name="collection"
            value={form.collection}
            onChange={(event) => {
              const value = event.target.value;
              setForm({ ...form, collection: isProductCollection(value) ? value : '' });
            }}
          >
            <option value="">{t('any')}</option>
            {PRODUCT_COLLECTIONS.map((collection) => (
              <option key={collection} value={collection}>
                {t(`collections.${collection}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-field">
          <label htmlFor="designs-tag">{t('tag')}</label>
          <input
            id="designs-tag"
            name="tag"
            type="text"
            value={form.tag}
            maxLength={80}
            pattern="[a-z0-9\-]*"
            autoComplete="off"
            onChange={(event) => setForm({ ...form, tag: event.target.value })}
          />
        </div>
        <div className="desk-field">
          <label htmlFor="designs-published">{t('published')}</label>
          <select
            id="designs-published"
            name="published"
            value={form.published}
            onChange={(event) => isTriState(event.target.value) && setForm({ ...form, published: event.target.value })}
          >
            {TRI_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`publishedStates.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-field desk-field-long">
          <label htmlFor="designs-scope">{t('scope')}</label>
          <select
            id="designs-scope"
            name="scope"
            value={form.scope}
            onChange={(event) => {
              const value = event.target.value;
              setForm({ ...form, scope: isProjectScope(value) ? value : '' });
            }}
          >
            <option value="">{t('any')}</option>
            {PROJECT_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {t(`scopes.${scope}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-field desk-field-long">
          <label htmlFor="designs-sort">{t('sort')}</label>
          <select
            id="designs-sort"
            name="sort"
            value={form.sort}
            onChange={(event) => isSort(event.target.value) && setForm({ ...form, sort: event.target.value })}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('find')}
        </button>
      </form>
      {designs.length === 0 ? (
        <p className="account-empty" role="status">
          {t('none')}
        </p>
      ) : (
        <DeskTableScroll>
          <table className="desk-table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('design')}</th>
                <th scope="col">{t('collection')}</th>
                <th scope="col">{t('published')}</th>
                <th scope="col">{t('scope')}</th>
                <th scope="col" className="desk-amount">
                  {t('popularity')}
                </th>
                <th scope="col">{t('modified')}</th>
              </tr>
            </thead>
            <tbody>
              {designs.map((design) => (
                <tr key={design.id}>
                  <th scope="row">
                    <ShopLink to={`${DESK_PATH}/${encodeURIComponent(design.id)}`}>{design.name}</ShopLink>
                    <span className="desk-muted">
                      {design.id} · {design.slug}
                    </span>
                  </th>
                  <td>{t(`collections.${design.collection}`)}</td>
                  <td>
                    <span className="desk-badge">{t(design.published ? 'isPublished' : 'isWithdrawn')}</span>
                  </td>
                  <td>{t(`scopes.${design.scope}`)}</td>
                  <td className="desk-amount">{design.popularity}</td>
                  <td>{formatStoreInstant(i18n.language, design.updatedAt, data.store)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DeskTableScroll>
      )}
      <nav className="desk-pager" aria-label={t('pages')}>
        {data.form.after !== '' && <ShopLink to={designDeskPathOf({ ...data.form, after: '' })}>{t('first')}</ShopLink>}
        {next !== null && <ShopLink to={designDeskPathOf({ ...data.form, after: next })}>{t('next')}</ShopLink>}
      </nav>
    </div>
  );
};
