import { useTexts } from '../../app/use-texts.ts';
import type { TagPageData } from '../../../core/storefront/catalogue/load-design-lists.use-case.ts';
import { DesignList } from '../../components/listing-controls/design-list.tsx';

/** The designs of one theme. */
export const TagPage = ({ data }: { readonly data: TagPageData }) => {
  const { t } = useTexts('tag');
  return (
    <section className="list-page" aria-labelledby="list-title">
      <h1 id="list-title">{t('title', { tag: data.tag.name })}</h1>
      <p>{t('count', { count: data.tag.designCount })}</p>
      <DesignList designs={data.designs} sort={data.sort} prices={data.prices} />
    </section>
  );
};
