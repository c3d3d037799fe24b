import type { ArticleId } from '../../../core/domain/catalogue/article.ts';
import type { DesignSummary } from '../../../core/domain/catalogue/design.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { DesignCard } from './design-card.tsx';
import { DesignCardSkeleton } from './design-card-skeleton.tsx';

/** The one grid of design cards every listing uses; `placeholders` card outlines follow while more load. */
export const DesignGrid = ({
  designs,
  prices,
  placeholders = 0,
  articleId,
}: {
  readonly designs: readonly DesignSummary[];
  readonly prices: PriceStyle;
  readonly placeholders?: number;
  readonly articleId?: ArticleId | undefined;
}) => (
  <ul className="design-grid">
    {designs.map((design) => (
      <li key={design.id}>
        <DesignCard design={design} prices={prices} articleId={articleId} />
      </li>
    ))}
    {Array.from({ length: placeholders }, (_, index) => (
      <DesignCardSkeleton key={`placeholder-${index}`} />
    ))}
  </ul>
);
