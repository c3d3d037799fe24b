import type { DesignSummary } from '../../../core/domain/catalogue/design.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { DesignCard } from './design-card.tsx';

/** The one grid of design cards every listing uses. */
export const DesignGrid = ({
  designs,
  prices,
}: {
  readonly designs: readonly DesignSummary[];
  readonly prices: PriceStyle;
}) => (
  <ul className="design-grid">
    {designs.map((design) => (
      <li key={design.id}>
        <DesignCard design={design} prices={prices} />
      </li>
    ))}
  </ul>
);
