import { Skeleton } from '../skeleton/skeleton.tsx';

/** A design card's outline (picture, name, price) while its design is on its way. */
export const DesignCardSkeleton = () => (
  <li aria-hidden="true" className="design-card-skeleton">
    <Skeleton shape="picture" />
    <Skeleton shape="line" />
    <Skeleton shape="short-line" />
  </li>
);
