import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Crumb = { readonly label: string; readonly to?: string };

/** Where a help page sits: the help center, then its category. */
export const HelpBreadcrumb = ({ crumbs }: { crumbs: readonly Crumb[] }) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumb">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to === undefined ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
