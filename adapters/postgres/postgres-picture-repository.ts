import { sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { ARTWORK_MEDIA_KIND } from '../../core/domain/catalogue/design-artwork.ts';
import type { StoredImage } from '../../core/domain/media/picture-sources.ts';
import { isValidPrintSurface } from '../../core/domain/personalisation/limits.ts';
import type { PrintSurface } from '../../core/domain/personalisation/print-surface.ts';
import type { PictureRepository, PictureToRender } from '../../core/shop/media/picture-repository.port.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { StoredPrintSurfaceCodec } from '../shop-api-contract/personalisation.codec.ts';
import { pictureColumns, rowsOf, storedPicture, type PictureColumns } from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';

type PictureRow = PictureColumns & {
  readonly kind: string;
  readonly design_id: string | null;
  readonly design_name: string | null;
  readonly article_kind: string | null;
  readonly article_name: string | null;
  readonly surface: unknown;
  readonly artworks: readonly StoredImage[] | null;
};

/** A surface that does not decode or is out of the limits is not printed on, in a mockup as in an order. */
const surfaceOf = (raw: unknown): PrintSurface | null =>
  raw === null || raw === undefined
    ? null
    : decodeWith(StoredPrintSurfaceCodec)(raw).match(
        (surface) => (isValidPrintSurface(surface) ? surface : null),
        () => null,
      );

/** Pictures are shared by every store, so their artwork uses the catalogue's base (English) texts. */
const toRender = (row: PictureRow): PictureToRender | null => {
  const stored = storedPicture(row);
  return stored === null
    ? null
    : {
        ...stored,
        subject: {
          role: row.kind === ARTWORK_MEDIA_KIND ? 'artwork' : 'article',
          designId: row.design_id,
          designName: row.design_name,
          articleKind: row.article_kind ?? 'poster',
          articleName: row.article_name ?? '',
          surface: surfaceOf(row.surface),
          artworks: (row.artworks ?? []).map(({ id, width, height }) => ({
            id,
            width: Number(width),
            height: Number(height),
          })),
        },
      };
};

export const postgresPictureRepository = (db: ShopDatabase): PictureRepository => ({
  picture: (id) =>
    ResultAsync.fromPromise(
      rowsOf<PictureRow>(
        db,
        sql`SELECT ${pictureColumns(sql`m`, ['en', 'es'])}, m.kind, m.design_id, d.name AS design_name,
                   a.kind AS article_kind, coalesce(a.names ->> 'en', a.slug) AS article_name,
                   a.print_surfaces -> 0 AS surface,
                   (SELECT json_agg(json_build_object('id', w.id, 'width', w.width, 'height', w.height)
                                    ORDER BY w.position, w.id)
                    FROM media w WHERE w.design_id = m.design_id AND w.kind = ${ARTWORK_MEDIA_KIND}) AS artworks
            FROM media m
            LEFT JOIN designs d ON d.id = m.design_id
            LEFT JOIN articles a ON a.id = m.article_id
            WHERE m.id = ${id}`,
      ).then((rows) => (rows[0] === undefined ? null : toRender(rows[0]))),
      repositoryFailure,
    ),
});
