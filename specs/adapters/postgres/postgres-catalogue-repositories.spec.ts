import { postgresArticleRepository } from '../../../adapters/postgres/postgres-article-repository.ts';
import { postgresDesignRepository } from '../../../adapters/postgres/postgres-design-repository.ts';
import { postgresLandingPageRepository } from '../../../adapters/postgres/postgres-landing-page-repository.ts';
import { postgresPictureRepository } from '../../../adapters/postgres/postgres-picture-repository.ts';
import { postgresTagRepository } from '../../../adapters/postgres/postgres-tag-repository.ts';
import { CONTRACT_CATALOGUE } from '../../support/catalogue-fixture.ts';
import { inMemoryCatalogue } from '../../support/in-memory-catalogue.ts';
import { insertCatalogue } from '../../support/insert-catalogue.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describeCatalogueRepositoriesContract } from './catalogue-repositories.contract.ts';

describeCatalogueRepositoriesContract('in-memory fake', async () => ({
  repositories: inMemoryCatalogue(CONTRACT_CATALOGUE),
  close: async () => {},
}));

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeCatalogueRepositoriesContract(engine.name, async () => {
    const database = await openEmptied();
    await insertCatalogue(database.db, CONTRACT_CATALOGUE);
    const { db } = database;
    return {
      repositories: {
        designs: postgresDesignRepository(db),
        articles: postgresArticleRepository(db),
        tags: postgresTagRepository(db),
        landingPages: postgresLandingPageRepository(db),
        pictures: postgresPictureRepository(db),
      },
      close: database.close,
    };
  });
}
