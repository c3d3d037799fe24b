import { okAsync } from 'neverthrow';
import type { Promotion } from '../../../../core/domain/pricing/promotion.ts';
import type { CartDeps } from '../../../../core/shop/carts/cart-view-loader.ts';
import type { Cart } from '../../../../core/shop/carts/cart.ts';
import { ES_STORE, euros, FOX, MUG, OWL_MUGS_ONLY, POSTER } from '../../../support/carts-mother.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryCartCatalogue, inMemoryCartRepository, inMemoryPromotions } from '../../../support/in-memory-carts.ts';
import { savedSiteConfig } from '../../../support/saved-site-config.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

type Kept = Parameters<typeof inMemoryCartRepository>[0];

/** The carts use cases' ports in memory, with the mug, poster and designs of carts-mother on sale. */
export const cartWorld = (
  options: {
    carts?: Kept;
    promotions?: readonly Promotion[];
    shipping?: number;
    siteConfig?: ReturnType<typeof savedSiteConfig>;
  } = {},
) => {
  const carts = inMemoryCartRepository(options.carts);
  const promotions = inMemoryPromotions(options.promotions);
  const deps: CartDeps = {
    carts: carts.repository,
    catalogue: inMemoryCartCatalogue([MUG, POSTER], [FOX, OWL_MUGS_ONLY]),
    promotions: promotions.repository,
    shippingOf: (_: Cart) => okAsync({ price: euros(options.shipping ?? 0), quote: { type: 'Chosen' } as const }),
    store: ES_STORE,
    siteConfig: (options.siteConfig ?? savedSiteConfig('WPX-ES')).read,
    clock: fixedClock('2026-11-20T10:00:00Z'),
    ids: sequenceIds(),
  };
  return { deps, kept: carts.kept, promotions: promotions.promotions };
};
