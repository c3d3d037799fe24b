import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { useNavigate } from 'react-router';
import { ShopLink } from '../navigation/shop-link.tsx';
import { useShownLocation } from '../../app/page-navigation.tsx';
import { GetForm } from '../navigation/get-form.tsx';
import type { DesignPage } from '../../../core/domain/catalogue/design.ts';
import { SORTS, type Sort } from '../../../core/domain/catalogue/sort.ts';
import { PAGE_QUERY_KEY, SORT_QUERY_KEY, pageCountOf } from '../../../core/storefront/catalogue/listing.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { listingHref, shownPages } from './listing-paths.ts';

type Props = { readonly designs: DesignPage; readonly sort: Sort; readonly children: ReactNode };

/** A list's sort choice above it and its page links below; both are plain GET links and forms, so they work without JS. */
export const ListingControls = ({ designs, sort, children }: Props) => (
  <>
    <SortForm sort={sort} />
    {children}
    <Pagination designs={designs} />
  </>
);

const SortForm = ({ sort }: { readonly sort: Sort }) => {
  const { t } = useTexts();
  const id = useId();
  const { pathname, search } = useShownLocation();
  const navigate = useNavigate();
  // Once hydrated, choosing an order navigates at once, so the button is only for browsers without JS.
  const hydrated = useHydrated();
  // Other parameters (the search text) travel with the form; a new order starts again from page 1.
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== PAGE_QUERY_KEY && key !== SORT_QUERY_KEY);
  return (
    <GetForm className="listing-sort" action={pathname}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id}>{t('listing.sort')}</label>
      <select
        id={id}
        name={SORT_QUERY_KEY}
        value={sort}
        onChange={(event) => void navigate(listingHref(pathname, search, { page: 1, sort: event.target.value }))}
      >
        {SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`listing.sorts.${option}`)}
          </option>
        ))}
      </select>
      {!hydrated && <button type="submit">{t('listing.apply')}</button>}
    </GetForm>
  );
};

const Pagination = ({ designs }: { readonly designs: DesignPage }) => {
  const { t } = useTexts();
  const { pathname, search } = useShownLocation();
  const count = pageCountOf(designs);
  if (count <= 1) return null;
  const current = designs.page;
  const href = (page: number) => listingHref(pathname, search, { page });
  return (
    <nav className="pagination" aria-label={t('listing.pagination')}>
      <ul>
        {current > 1 && (
          <li>
            <ShopLink to={href(current - 1)} rel="prev">
              {t('listing.previous')}
            </ShopLink>
          </li>
        )}
        {shownPages(current, count).map((page, i) =>
          page === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <ShopLink
                to={href(page)}
                aria-label={t('listing.page', { page })}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </ShopLink>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <ShopLink to={href(current + 1)} rel="next">
              {t('listing.next')}
            </ShopLink>
          </li>
        )}
      </ul>
    </nav>
  );
};
