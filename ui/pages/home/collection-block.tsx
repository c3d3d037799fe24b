import { hasMorePages, type HomeBlock } from '../../../core/domain/catalogue/design.ts';
import { COLLECTION_TITLES } from './collection-titles.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useShowMore } from './use-show-more.ts';

export const CollectionBlock = ({ initialBlock }: { initialBlock: HomeBlock }) => {
  const { block, status, showMore } = useShowMore(initialBlock);
  const hydrated = useHydrated();
  const headingId = `collection-${block.collection.toLowerCase()}`;
  const title = COLLECTION_TITLES[block.collection];
  return (
    <section aria-labelledby={headingId} className="collection-block">
      <h2 id={headingId}>{title}</h2>
      <ul className="design-grid">
        {block.designs.designs.map((design) => (
          <li key={design.id}>{design.name}</li>
        ))}
      </ul>
      {status === 'failed' && <p role="alert">We could not load more designs. Please try again.</p>}
      {hasMorePages(block.designs) && (
        <button type="button" onClick={showMore} disabled={!hydrated || status === 'loading'}>
          Show more {title.toLowerCase()}
        </button>
      )}
    </section>
  );
};
