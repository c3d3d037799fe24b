import { useTexts } from '../../app/use-texts.ts';
import type { ArticleId } from '../../../core/domain/catalogue/article.ts';
import type { DesignPage } from '../../../core/domain/catalogue/design.ts';
import type { Sort } from '../../../core/domain/catalogue/sort.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { DesignGrid } from '../design-grid/design-grid.tsx';
import { ListingControls } from './listing-controls.tsx';

type Props = {
  readonly designs: DesignPage;
  readonly sort: Sort;
  readonly prices: PriceStyle;
  /** Set on an article's list: each design opens with that article chosen. */
  readonly articleId?: ArticleId | undefined;
};

/** A sortable, paged grid of designs; a page past the end says there is nothing here. */
export const DesignList = ({ designs, sort, prices, articleId }: Props) => {
  const { t } = useTexts();
  return (
    <ListingControls designs={designs} sort={sort}>
      {designs.designs.length > 0 ? (
        <DesignGrid designs={designs.designs} prices={prices} articleId={articleId} />
      ) : (
        <p>{t('listing.empty')}</p>
      )}
    </ListingControls>
  );
};
