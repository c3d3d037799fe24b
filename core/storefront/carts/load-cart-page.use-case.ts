import { okAsync, ResultAsync } from 'neverthrow';
import type { CataloguePicture } from '../../domain/catalogue/catalogue-picture.ts';
import { designPictures, type DesignDetail, type DesignId } from '../../domain/catalogue/design.ts';
import type { CatalogueGateway } from '../catalogue/catalogue-gateway.port.ts';
import type { CartReader } from './cart-gateway.port.ts';
import type { ShownCart, ShownCartLine } from './shown-cart.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** Each line's picture under `pictureKey(line)`; a line without one shows none. */
export type CartPageData = { readonly cart: ShownCart; readonly pictures: Readonly<Record<string, CataloguePicture>> };

/** The key of a cart line's picture: its design and article. */
export const pictureKey = (line: Pick<ShownCartLine, 'designId' | 'articleId'>): string =>
  `${line.designId ?? ''}:${line.articleId}`;

/** The design printed on the line's article, or the design's first picture. */
const pictureOf = (design: DesignDetail, articleId: number): CataloguePicture | undefined =>
  design.articles.find((article) => article.id === articleId)?.picture ?? designPictures(design)[0];

// A picture the catalogue cannot give is left out: the cart still shows its lines and totals.
const designsOf = (catalogue: Pick<CatalogueGateway, 'design'>, ids: readonly string[]) =>
  ResultAsync.combine(
    ids.map((id) =>
      catalogue
        .design(id as DesignId)
        .orElse(() => okAsync(null))
        .map((design) => [id, design] as const),
    ),
  );

/** Each line's picture under `pictureKey(line)`: the design on the line's article; a line without one has none. */
export const linePictures = (
  catalogue: Pick<CatalogueGateway, 'design'>,
  lines: readonly Pick<ShownCartLine, 'designId' | 'articleId'>[],
): ResultAsync<Readonly<Record<string, CataloguePicture>>, never> => {
  const ids = [...new Set(lines.flatMap((line) => (line.designId === null ? [] : [line.designId])))];
  return designsOf(catalogue, ids).map((designs) => {
    const byId = new Map(designs);
    const pictures: Record<string, CataloguePicture> = {};
    for (const line of lines) {
      const design = line.designId === null ? null : byId.get(line.designId);
      const picture = design ? pictureOf(design, line.articleId) : undefined;
      if (picture) pictures[pictureKey(line)] = picture;
    }
    return pictures;
  });
};

/** The cart page: the session's cart and a picture per line. */
export const loadCartPage =
  (carts: CartReader, catalogue: Pick<CatalogueGateway, 'design'>) => (): ResultAsync<CartPageData, ShopUnavailable> =>
    carts.viewCart().andThen((cart) => linePictures(catalogue, cart.lines).map((pictures) => ({ cart, pictures })));
