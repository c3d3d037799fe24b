import type { CataloguePicture as Picture } from '../../../core/domain/catalogue/catalogue-picture.ts';
import { escapeMarkup } from '../../app/escape-markup.ts';

type Props = {
  readonly picture: Picture;
  /** The sources' `sizes` attribute: how wide the picture is shown at each breakpoint. */
  readonly sizes: string;
  /** Pictures above the fold load at once; the rest wait until scrolled near. */
  readonly eager?: boolean;
  /** Decoration beside a text that already names it: an empty alternative text. */
  readonly decorative?: boolean;
};

/** The sources and image of a picture as the markup React would write for them. */
const pictureMarkup = (picture: Picture, sizes: string, eager: boolean, decorative: boolean): string => {
  const sizesValue = escapeMarkup(sizes);
  let markup = '';
  for (const source of picture.sources) {
    markup += `<source type="${escapeMarkup(source.type)}" srcSet="${escapeMarkup(source.srcset)}" sizes="${sizesValue}"/>`;
  }
  const { src, width, height } = picture.fallback;
  return (
    `${markup}<img src="${escapeMarkup(src)}" width="${width}" height="${height}"` +
    // `sizes` belongs to the sources, whose srcset it chooses in; on an img without srcset it is invalid HTML.
    ` alt="${decorative ? '' : escapeMarkup(picture.alt)}"` +
    ` loading="${eager ? 'eager' : 'lazy'}" decoding="async"/>`
  );
};

/**
 * A catalogue picture in every format the shop serves; width and height reserve its room so nothing shifts.
 * Its inside is one string: a design page shows fifteen pictures of five elements with long `srcset` values, which
 * React wrote element by element in a third of the page's server render. Hydration takes the markup as it is.
 */
export const CataloguePicture = ({ picture, sizes, eager = false, decorative = false }: Props) => (
  <picture dangerouslySetInnerHTML={{ __html: pictureMarkup(picture, sizes, eager, decorative) }} />
);
