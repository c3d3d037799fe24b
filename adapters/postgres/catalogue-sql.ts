import { sql, type SQL } from 'drizzle-orm';
import type { StoredPicture } from '../../core/domain/catalogue/catalogue-picture.ts';
import type { StorePrice } from '../../core/domain/catalogue/store-price.ts';
import { IMAGE_FORMAT_SETS, type ImageFormatSet } from '../../core/domain/media/image-format.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { Locale } from '../../core/domain/site/locale.ts';
import type { ShopDatabase } from './database.ts';

/** A translated jsonb column read in the first of the view's locales that has it (core's fallback order). */
export const localized = (column: SQL, locales: readonly Locale[], last: SQL = sql`''`): SQL =>
  sql`coalesce(${sql.join(
    locales.map((locale) => sql`nullif(${column} ->> ${locale}::text, '')`),
    sql`, `,
  )}, ${last})`;

/** Rows of a raw query, the same shape on PGlite and node-postgres. */
export const rowsOf = async <Row>(db: ShopDatabase, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Picture columns every catalogue query selects under the prefix 'picture_'. */
export type PictureColumns = {
  readonly picture_id: string | null;
  readonly picture_width: number | null;
  readonly picture_height: number | null;
  readonly picture_widths: number[] | null;
  readonly picture_formats: string | null;
  readonly picture_alt: string | null;
};

export const pictureColumns = (media: SQL, locales: readonly Locale[]): SQL => sql`
  ${media}.id AS picture_id, ${media}.width AS picture_width, ${media}.height AS picture_height,
  ${media}.widths AS picture_widths, ${media}.formats AS picture_formats,
  ${localized(sql`${media}.alt`, locales)} AS picture_alt`;

/** 'avif,webp,png' is the graphic set; anything else is served as a photo. */
export const formatSetOf = (formats: string): ImageFormatSet =>
  IMAGE_FORMAT_SETS.graphic.join(',') === formats ? 'graphic' : 'photo';

export const storedPicture = (row: PictureColumns): StoredPicture | null =>
  row.picture_id === null
    ? null
    : {
        id: row.picture_id,
        width: Number(row.picture_width),
        height: Number(row.picture_height),
        widths: row.picture_widths ?? [],
        formats: formatSetOf(row.picture_formats ?? ''),
        alt: row.picture_alt ?? '',
      };

/** Price columns every priced query selects. */
export type PriceColumns = {
  readonly amount_minor: number;
  readonly compare_at_minor: number | null;
  readonly currency: string;
};

export const storePrice = (row: PriceColumns): StorePrice => {
  const currency = row.currency as CurrencyCode;
  return {
    price: { amount: Number(row.amount_minor) as Cents, currency },
    compareAtPrice: row.compare_at_minor === null ? null : { amount: Number(row.compare_at_minor) as Cents, currency },
  };
};
