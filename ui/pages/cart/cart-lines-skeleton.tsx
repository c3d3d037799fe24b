import { Skeleton, SkeletonLines } from '../../components/skeleton/skeleton.tsx';

/** A cart line's shape while the cart is read again: its name, prices and quantity. */
export const CartLinesSkeleton = () => (
  <ul className="cart-lines" aria-hidden="true">
    <li className="cart-line">
      <Skeleton shape="heading" />
      <SkeletonLines count={3} />
    </li>
  </ul>
);
