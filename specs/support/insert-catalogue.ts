import type { ShopDatabase } from '../../adapters/postgres/database.ts';
import {
  articlePrices,
  articles,
  designArticles,
  designs,
  designTags,
  landingPages,
  media,
  reviews,
  tags,
} from '../../adapters/postgres/schema/index.ts';
import type { CatalogueFixture } from './catalogue-fixture.ts';

/** Writes a fixture's rows in foreign-key order; empty tables are skipped. */
export const insertCatalogue = async (db: ShopDatabase, fixture: CatalogueFixture) => {
  const steps = [
    [articles, fixture.articles],
    [articlePrices, fixture.prices],
    [designs, fixture.designs],
    [designArticles, fixture.designArticles],
    [tags, fixture.tags],
    [designTags, fixture.designTags],
    [media, fixture.media],
    [landingPages, fixture.landingPages],
    [reviews, fixture.reviews],
  ] as const;
  for (const [table, rows] of steps) {
    if (rows.length > 0) await db.insert(table).values([...rows] as never);
  }
};
