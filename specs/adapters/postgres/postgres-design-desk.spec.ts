import { postgresDesignDesk } from '../../../adapters/postgres/postgres-design-desk.ts';
import { aFixtureDesign, anArticle, aReview, type CatalogueFixture } from '../../support/catalogue-fixture.ts';
import { insertCatalogue } from '../../support/insert-catalogue.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describeDesignDeskContract } from './design-desk.contract.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** Six designs: popularity ties (b, d, e, f at 1), one private and unpublished (c), one withdrawn (f). */
const CONTRACT_DESK: CatalogueFixture = {
  articles: [anArticle(1), anArticle(2)],
  prices: [],
  designs: [
    aFixtureDesign('a', { collection: 'OUTLET', popularity: 5, createdAt: day(1), updatedAt: day(10) }),
    aFixtureDesign('b', { popularity: 1, createdAt: day(2), updatedAt: day(9) }),
    aFixtureDesign('c', {
      collection: 'OUTLET',
      names: { es: 'Gato', pl: 'Kot' },
      popularity: 9,
      ownerId: 'customer-1',
      published: false,
      createdAt: day(3),
      updatedAt: day(4),
    }),
    aFixtureDesign('d', { popularity: 1, createdAt: day(4), updatedAt: day(3) }),
    aFixtureDesign('e', { name: '100% cotton', popularity: 1, createdAt: day(5), updatedAt: day(2) }),
    aFixtureDesign('f', { popularity: 1, published: false, createdAt: day(6), updatedAt: day(1) }),
  ],
  designArticles: [
    { designId: 'a', articleId: 1 },
    { designId: 'b', articleId: 1 },
  ],
  tags: [
    { id: 'cats', slug: 'cats', names: { pl: 'Koty' } },
    { id: 'dogs', slug: 'dogs', names: {} },
  ],
  designTags: [
    { designId: 'a', tagId: 'cats' },
    { designId: 'c', tagId: 'cats' },
  ],
  media: [],
  landingPages: [],
  reviews: [aReview('r1', 'a', 5), aReview('r2', 'b', 4)],
};

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeDesignDeskContract(engine.name, async () => {
    const database = await openEmptied();
    await insertCatalogue(database.db, CONTRACT_DESK);
    return { desk: postgresDesignDesk(database.db, sequenceIds()) };
  });
}
