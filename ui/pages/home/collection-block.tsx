import { useTranslation } from 'react-i18next';
import { hasMorePages, type HomeBlock } from '../../../core/domain/catalogue/design.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useShowMore } from './use-show-more.ts';

export const CollectionBlock = ({ initialBlock }: { initialBlock: HomeBlock }) => {
  const { t } = useTranslation('home');
  const { block, status, showMore } = useShowMore(initialBlock);
  const hydrated = useHydrated();
  const headingId = `collection-${block.collection.toLowerCase()}`;
  const title = t(`collections.${block.collection}`);
  return (
    <section aria-labelledby={headingId} className="collection-block">
      <h2 id={headingId}>{title}</h2>
      <ul className="design-grid">
        {block.designs.designs.map((design) => (
          <li key={design.id}>{design.name}</li>
        ))}
      </ul>
      {status === 'failed' && <p role="alert">{t('loadFailed')}</p>}
      {hasMorePages(block.designs) && (
        <button type="button" onClick={showMore} disabled={!hydrated || status === 'loading'}>
          {t('showMore', { collection: title })}
        </button>
      )}
    </section>
  );
};
