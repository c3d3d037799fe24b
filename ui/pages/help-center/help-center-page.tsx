import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import type { HelpCenterPageData } from '../../../core/storefront/help-center/load-help-center-pages.use-case.ts';

export const HelpCenterPage = ({ data }: { data: HelpCenterPageData }) => {
  const { t } = useTexts('help-center');
  return (
    <article className="help-center">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <h2 id="help-categories">{t('categories')}</h2>
      <ul className="help-list" aria-labelledby="help-categories">
        {data.categories.map((category) => (
          <li key={category.id}>
            <ShopLink to={`/help-center/category/${category.id}`}>{category.name}</ShopLink>
            <span className="help-count">{t('topicCount', { count: category.topicCount })}</span>
          </li>
        ))}
      </ul>
      <p className="help-contact">
        {t('notFound')} <ShopLink to="/contact">{t('contact')}</ShopLink>
      </p>
    </article>
  );
};
