import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import {
  articlePrices,
  articles,
  designs,
  landingPages,
  media,
  promotions,
  tags,
} from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ARTICLES, demoDesigns, seedCatalogue } from '../../../adapters/postgres/seeds/catalogue.seed.ts';
import { demoDesignArtworks } from '../../../adapters/postgres/seeds/catalogue/demo-designs.ts';
import { DEMO_PRINT_SURFACES } from '../../../adapters/postgres/seeds/catalogue/demo-print-surfaces.ts';
import { artworkFor } from '../../../core/domain/catalogue/design-artwork.ts';
import { placePhoto } from '../../../core/domain/personalisation/placement.ts';
import { printQuality } from '../../../core/domain/personalisation/print-quality.ts';
import { bleedBox } from '../../../core/domain/personalisation/print-surface.ts';
import { PRODUCT_COLLECTIONS } from '../../../core/domain/catalogue/collection.ts';
import { LOCALES } from '../../../core/domain/site/locale.ts';
import { STORES } from '../../../core/domain/site/stores.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

describe('catalogue demo data', () => {
  it('is the same on every run', () => {
    expect(demoDesigns()).toEqual(demoDesigns());
  });

  it('has 150 designs or more, each named in every locale, on three articles or more, over the six collections', () => {
    const all = demoDesigns();
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.every((d) => LOCALES.every((locale) => (d.names[locale] ?? '') !== ''))).toBe(true);
    expect(
      all.every((d) => d.articles.length >= 3 && new Set(d.articles.map((a) => a.id)).size === d.articles.length),
    ).toBe(true);
    expect(new Set(all.map((d) => d.collection))).toEqual(new Set(PRODUCT_COLLECTIONS));
    expect(new Set(all.flatMap((d) => d.tagIds)).size).toBeGreaterThanOrEqual(20);
  });

  it('gives every design print artwork that fills each of its articles’ surfaces at the recommended resolution', () => {
    for (const design of demoDesigns()) {
      const artworks = demoDesignArtworks([design]);
      for (const article of design.articles) {
        for (const surface of DEMO_PRINT_SURFACES[article.slug] ?? []) {
          const artwork = artworkFor(artworks, bleedBox(surface));
          expect(artwork).not.toBeNull();
          const layer = placePhoto('template', { uploadId: artwork!.id, ...artwork! }, surface, 'fill');
          expect(printQuality(layer, surface).level).toBe('ok');
        }
      }
    }
  });

  it('has twelve articles or more, named in every locale', () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(12);
    for (const article of DEMO_ARTICLES) {
      for (const texts of [article.names, article.namesPlural, article.descriptions]) {
        expect(LOCALES.every((locale) => texts[locale] !== '')).toBe(true);
      }
    }
  });
});

for (const engine of TEST_ENGINES) {
  describe(`seedCatalogue on ${engine.name}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
    });
    afterAll(() => database.close());

    const counts = async () =>
      Promise.all(
        [articles, articlePrices, designs, tags, media, landingPages, promotions].map(
          async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n,
        ),
      );

    it('writes every table once and changes nothing on a second run', async () => {
      await database.db.transaction((tx) => seedCatalogue(tx));
      const first = await counts();
      expect(first[1]).toBe(DEMO_ARTICLES.length * STORES.length);
      await database.db.transaction((tx) => seedCatalogue(tx));
      expect(await counts()).toEqual(first);
    });

    it('prices whole units in the zloty, krone and koruna stores and cents in the euro stores', async () => {
      const prices = await database.db.select().from(articlePrices);
      const whole = prices.filter((p) => ['PLN', 'DKK', 'CZK'].includes(p.currency));
      expect(whole.every((p) => p.amountMinor % 100 === 0 && (p.compareAtMinor ?? 0) % 100 === 0)).toBe(true);
      expect(prices.filter((p) => p.currency === 'EUR').every((p) => p.amountMinor % 100 !== 0)).toBe(true);
      expect(prices.filter((p) => p.compareAtMinor !== null).length).toBeGreaterThanOrEqual(5 * STORES.length);
    });
  });
}
