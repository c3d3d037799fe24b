import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import type { HelpCategoryPageData } from '../../../core/storefront/help-center/load-help-center-pages.use-case.ts';
import { HelpBreadcrumb } from './help-breadcrumb.tsx';

export const HelpCategoryPage = ({ data }: { data: HelpCategoryPageData }) => {
  const { t } = useTexts('help-center-category');
  const { category } = data;
  return (
    <article className="help-center">
      <HelpBreadcrumb crumbs={[{ label: t('helpCenter'), to: '/help-center' }, { label: category.name }]} />
      <h1>{category.name}</h1>
      {category.topics.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="help-list">
          {category.topics.map((topic) => (
            <li key={topic.id}>
              <ShopLink to={`/help-center/topic/${topic.slug}`}>{topic.title}</ShopLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
};
