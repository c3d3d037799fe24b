import type { CatalogueChanges } from '../../../adapters/system/catalogue-changes.ts';
import type { DesignDesk } from '../../../core/shop/back-office/design-desk.port.ts';

/** The designs desk whose every stored change makes this process's catalogue caches forget what they kept. */
export const forgettingCatalogue = (desk: DesignDesk, changes: CatalogueChanges): DesignDesk => {
  const told = (outcome: 'changed' | 'not-found') => {
    if (outcome === 'changed') changes.changed();
    return outcome;
  };
  return {
    ...desk,
    change: (id, change, record) => desk.change(id, change, record).map(told),
    setPublished: (id, published, record) => desk.setPublished(id, published, record).map(told),
    judgeReview: (designId, reviewId, verdict, record) =>
      desk.judgeReview(designId, reviewId, verdict, record).map(told),
  };
};
