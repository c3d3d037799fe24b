import { okAsync } from 'neverthrow';
import type { DesignDesk } from '../../../core/shop/back-office/design-desk.port.ts';
import type { ChangeNotices } from '../../../core/shop/change-notices.port.ts';

/** The designs desk whose every stored change announces a catalogue notice: every instance's caches forget. */
export const announcingCatalogueChanges = (desk: DesignDesk, notices: ChangeNotices): DesignDesk => {
  const told = (outcome: 'changed' | 'not-found') =>
    outcome === 'changed'
      ? notices
          .announce('catalogue')
          .map(() => outcome)
          .orElse(() => okAsync(outcome))
      : okAsync(outcome);
  return {
    ...desk,
    change: (id, change, record) => desk.change(id, change, record).andThen(told),
    setPublished: (id, published, record) => desk.setPublished(id, published, record).andThen(told),
    judgeReview: (designId, reviewId, verdict, record) =>
      desk.judgeReview(designId, reviewId, verdict, record).andThen(told),
  };
};
