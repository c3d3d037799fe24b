import { sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { PictureRepository, PictureToRender } from '../../core/shop/media/picture-repository.port.ts';
import { pictureColumns, rowsOf, storedPicture, type PictureColumns } from './catalogue-sql.ts';
import type { ShopDatabase } from './database.ts';
import { repositoryFailure } from '../../core/shop/repository-failure.ts';

type PictureRow = PictureColumns & {
  readonly design_id: string | null;
  readonly design_name: string | null;
  readonly article_kind: string | null;
  readonly article_name: string | null;
};

/** Pictures are shared by every store, so their artwork uses the catalogue's base (English) texts. */
const toRender = (row: PictureRow): PictureToRender | null => {
  const stored = storedPicture(row);
  return stored === null
    ? null
    : {
        ...stored,
        subject: {
          designId: row.design_id,
          designName: row.design_name,
          articleKind: row.article_kind ?? 'poster',
          articleName: row.article_name ?? '',
        },
      };
};

export const postgresPictureRepository = (db: ShopDatabase): PictureRepository => ({
  picture: (id) =>
    ResultAsync.fromPromise(
      rowsOf<PictureRow>(
        db,
        sql`SELECT ${pictureColumns(sql`m`, ['en', 'es'])}, m.design_id, d.name AS design_name,
                   a.kind AS article_kind, coalesce(a.names ->> 'en', a.slug) AS article_name
            FROM media m
            LEFT JOIN designs d ON d.id = m.design_id
            LEFT JOIN articles a ON a.id = m.article_id
            WHERE m.id = ${id}`,
      ).then((rows) => (rows[0] === undefined ? null : toRender(rows[0]))),
      repositoryFailure,
    ),
});
