/**
 * Grey blocks in the shape of what is on its way. They are hidden from assistive technology: the region
 * they stand in says `aria-busy`, and says what it is through its own label.
 */
export const Skeleton = ({
  shape,
}: {
  readonly shape: 'heading' | 'line' | 'short-line' | 'picture' | 'button' | 'value';
}) => <span className={`skeleton skeleton-${shape}`} aria-hidden="true" />;

/** A few lines of text still loading. */
export const SkeletonLines = ({ count }: { readonly count: number }) => (
  <>
    {Array.from({ length: count }, (_, index) => (
      <Skeleton key={index} shape={index === count - 1 ? 'short-line' : 'line'} />
    ))}
  </>
);
