import type { LoadingShape } from '../../../core/storefront/navigation/loading-shape.ts';
import { DesignCardSkeleton } from '../design-grid/design-card-skeleton.tsx';
import { Skeleton, SkeletonLines } from '../skeleton/skeleton.tsx';

const CARDS = 8;

/** The next page's outline while its data loads: busy for assistive technology, grey blocks for the eye. */
export const PageSkeleton = ({ shape }: { readonly shape: LoadingShape }) => (
  <div className={`page-skeleton page-skeleton-${shape}`} aria-busy="true">
    {shape === 'design' ? (
      <div className="design-page" aria-hidden="true">
        <Skeleton shape="picture" />
        <div>
          <Skeleton shape="heading" />
          <SkeletonLines count={4} />
          <Skeleton shape="button" />
        </div>
      </div>
    ) : (
      <>
        <Skeleton shape="heading" />
        {shape === 'listing' ? (
          <ul className="design-grid" aria-hidden="true">
            {Array.from({ length: CARDS }, (_, index) => (
              <DesignCardSkeleton key={index} />
            ))}
          </ul>
        ) : (
          <SkeletonLines count={6} />
        )}
      </>
    )}
  </div>
);
