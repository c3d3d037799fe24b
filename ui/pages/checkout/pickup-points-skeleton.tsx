import { Skeleton } from '../../components/skeleton/skeleton.tsx';

const POINTS = 3;

/** Pickup points' outline (a choice, a name, an address) while the points near a postal code are looked up. */
export const PickupPointsSkeleton = () => (
  <ul className="pickup-points" aria-hidden="true">
    {Array.from({ length: POINTS }, (_, index) => (
      <li key={index}>
        <Skeleton shape="line" />
        <Skeleton shape="short-line" />
      </li>
    ))}
  </ul>
);
