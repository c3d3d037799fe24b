import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TagsListPage as TagsListData } from '../../../core/storefront/catalogue/load-landing-pages.use-case.ts';

/** Every theme with its number of designs, each a link to its designs. */
export const TagsListPage = ({ data }: { readonly data: TagsListData }) => {
  const { t } = useTranslation('tags-list');
  return (
    <section className="list-page" aria-labelledby="list-title">
      <h1 id="list-title">{t('title')}</h1>
      <ul className="tags-list">
        {data.tags.map((tag) => (
          <li key={tag.id}>
            <Link to={`/t/${encodeURIComponent(tag.slug)}`}>{tag.name}</Link>{' '}
            <span>{t('count', { count: tag.designCount })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
