import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';

export type Crumb = { readonly label: string; readonly to?: string };

/** Where a help page sits: the help center, then its category. */
export const HelpBreadcrumb = ({ crumbs }: { crumbs: readonly Crumb[] }) => {
  const { t } = useTexts();
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumb">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to === undefined ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <ShopLink to={crumb.to}>{crumb.label}</ShopLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
