import type { ResultAsync } from 'neverthrow';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** What the shop publishes, as the sitemap lists it. */
export type PublishedContent = {
  readonly designs: readonly { readonly id: string; readonly slug: string }[];
  readonly landingPages: readonly string[];
  readonly tags: readonly string[];
  readonly helpCategories: readonly number[];
  readonly helpTopics: readonly string[];
};

/** What the sitemap lists: the published designs, landing pages, tags and help-center entries. */
export interface SitemapSource {
  /** Every published design, landing page, tag and help-center entry. */
  publishedContent(): ResultAsync<PublishedContent, ShopUnavailable>;
}
