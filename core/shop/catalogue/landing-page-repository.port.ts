import type { ResultAsync } from 'neverthrow';
import type { CatalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { LandingPage } from '../../domain/catalogue/landing-page.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A landing page's own content, before its listing is read. */
export type StoredLandingPage = Pick<LandingPage, 'slug' | 'title' | 'body' | 'listMode' | 'filter'>;

/** Where the shop keeps its marketing landing pages. */
export interface LandingPageRepository {
  /** The page at this slug with texts in the view's language; null when there is none. */
  landingPage(slug: string, view: CatalogueView): ResultAsync<StoredLandingPage | null, RepositoryFailure>;
}
