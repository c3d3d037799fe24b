import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { useNavigate } from 'react-router';
import { useShownLocation } from '../../app/page-navigation.tsx';
import { GetForm } from '../navigation/get-form.tsx';
import type { DesignPage } from '../../../core/domain/catalogue/design.ts';
import { SORTS, type Sort } from '../../../core/domain/catalogue/sort.ts';
import { PAGE_QUERY_KEY, SORT_QUERY_KEY, pageCountOf } from '../../../core/storefront/catalogue/listing.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { listingHref } from './listing-paths.ts';
import { PageLinks } from './page-links.tsx';

type Props = { readonly designs: DesignPage; readonly sort: Sort; readonly children: ReactNode };

/** A list's sort choice above it and its page links below; both are plain GET links and forms, so they work without JS. */
export const ListingControls = ({ designs, sort, children }: Props) => (
  <>
    <SortForm sort={sort} />
    {children}
    <PageLinks current={designs.page} count={pageCountOf(designs)} />
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
