import { errAsync } from 'neverthrow';
import type { ArticleRepository } from '../../core/shop/catalogue/article-repository.port.ts';
import type { DesignRepository } from '../../core/shop/catalogue/design-repository.port.ts';
import type { LandingPageRepository } from '../../core/shop/catalogue/landing-page-repository.port.ts';
import type { TagRepository } from '../../core/shop/catalogue/tag-repository.port.ts';
import { CONTRACT_CATALOGUE } from './catalogue-fixture.ts';
import { inMemoryCatalogue } from './in-memory-catalogue.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

export const DATABASE_DOWN: RepositoryFailure = { type: 'RepositoryFailure', cause: 'database down' };

const down = () => errAsync(DATABASE_DOWN);

/** Repositories whose every call fails, for the failure paths of the use cases. */
export const brokenDesigns: DesignRepository = { pageOfDesigns: down, designDetail: down };
export const brokenArticles: ArticleRepository = { storeArticles: down, storeArticle: down };
export const brokenTags: TagRepository = { storeTags: down };
export const brokenLandingPages: LandingPageRepository = { landingPage: down };

/** The contract catalogue behind the fake repositories. */
export const contractCatalogue = () => inMemoryCatalogue(CONTRACT_CATALOGUE);
