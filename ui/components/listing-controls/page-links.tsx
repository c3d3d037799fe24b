import { useShownLocation } from '../../app/page-navigation.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../navigation/shop-link.tsx';
import { listingHref, shownPages } from './listing-paths.ts';

type Props = { readonly current: number; readonly count: number };

/** A list's numbered page links, plain GET links that keep the other query parameters; nothing for a single page. */
export const PageLinks = ({ current, count }: Props) => {
  const { t } = useTexts();
  const { pathname, search } = useShownLocation();
  if (count <= 1) return null;
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
