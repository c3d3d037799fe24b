import { useTexts } from '../../app/use-texts.ts';
import { hasMorePages, type HomeBlock } from '../../../core/domain/catalogue/design.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { nextPageCount } from '../../../core/storefront/catalogue/show-more-designs.use-case.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { DesignGrid } from '../../components/design-grid/design-grid.tsx';
import { useShowMore } from './use-show-more.ts';

export const CollectionBlock = ({ initialBlock, prices }: { initialBlock: HomeBlock; prices: PriceStyle }) => {
  const { t } = useTexts('home');
  const { block, status, showMore } = useShowMore(initialBlock);
  const hydrated = useHydrated();
  const headingId = `collection-${block.collection.toLowerCase()}`;
  const title = t(`collections.${block.collection}`);
  return (
    <section aria-labelledby={headingId} className="collection-block" aria-busy={status === 'loading'}>
      <h2 id={headingId}>{title}</h2>
      <DesignGrid
        designs={block.designs.designs}
        prices={prices}
        placeholders={status === 'loading' ? nextPageCount(block.designs) : 0}
      />
      {status === 'failed' && <p role="alert">{t('loadFailed')}</p>}
      {hasMorePages(block.designs) && (
        <button type="button" onClick={showMore} disabled={!hydrated || status === 'loading'}>
          {t('showMore', { collection: title })}
        </button>
      )}
    </section>
  );
};
