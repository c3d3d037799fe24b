import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import type { TagsListPageData as TagsListData } from '../../../core/storefront/catalogue/load-landing-pages.use-case.ts';

/** Every theme with its number of designs, each a link to its designs. */
export const TagsListPage = ({ data }: { readonly data: TagsListData }) => {
  const { t } = useTexts('tags-list');
  return (
    <section className="list-page" aria-labelledby="list-title">
      <h1 id="list-title">{t('title')}</h1>
      <ul className="tags-list">
        {data.tags.map((tag) => (
          <li key={tag.id}>
            <ShopLink to={`/t/${encodeURIComponent(tag.slug)}`}>{tag.name}</ShopLink>{' '}
            <span>{t('count', { count: tag.designCount })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
