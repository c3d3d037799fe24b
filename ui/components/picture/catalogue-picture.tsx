import type { CataloguePicture as Picture } from '../../../core/domain/catalogue/catalogue-picture.ts';

type Props = {
  readonly picture: Picture;
  /** The `sizes` attribute: how wide the picture is shown at each breakpoint. */
  readonly sizes: string;
  /** Pictures above the fold load at once; the rest wait until scrolled near. */
  readonly eager?: boolean;
};

/** A catalogue picture in every format the shop serves; width and height reserve its room so nothing shifts. */
export const CataloguePicture = ({ picture, sizes, eager = false }: Props) => (
  <picture>
    {picture.sources.map((source) => (
      <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
    ))}
    <img
      src={picture.fallback.src}
      width={picture.fallback.width}
      height={picture.fallback.height}
      alt={picture.alt}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  </picture>
);
