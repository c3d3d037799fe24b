import { cachedCatalogue } from '../../../adapters/postgres/cached-catalogue.ts';
import { postgresArticleRepository } from '../../../adapters/postgres/postgres-article-repository.ts';
import { postgresDesignRepository } from '../../../adapters/postgres/postgres-design-repository.ts';
import { postgresLandingPageRepository } from '../../../adapters/postgres/postgres-landing-page-repository.ts';
import { postgresSearchSuggestions } from '../../../adapters/postgres/postgres-search-suggestions.ts';
import { postgresTagRepository } from '../../../adapters/postgres/postgres-tag-repository.ts';
import { responseCache } from '../../../adapters/server/response-cache.ts';
import { catalogueRoutes } from '../../../adapters/server/shop-api/catalogue.routes.ts';
import type { ShopCatalogue } from '../../../core/shop/catalogue/shop-catalogue.ts';
import type { ArticleRepository } from '../../../core/shop/catalogue/article-repository.port.ts';
import type { LandingPageRepository } from '../../../core/shop/catalogue/landing-page-repository.port.ts';
import { listArticles } from '../../../core/shop/catalogue/list-articles.use-case.ts';
import { listCollectionDesigns } from '../../../core/shop/catalogue/list-collection-designs.use-case.ts';
import { listDesigns } from '../../../core/shop/catalogue/list-designs.use-case.ts';
import { listHomeBlocks } from '../../../core/shop/catalogue/list-home-blocks.use-case.ts';
import { listOffers } from '../../../core/shop/catalogue/list-offers.use-case.ts';
import { listTags } from '../../../core/shop/catalogue/list-tags.use-case.ts';
import { showArticle } from '../../../core/shop/catalogue/show-article.use-case.ts';
import { showDesign } from '../../../core/shop/catalogue/show-design.use-case.ts';
import { showLandingPage } from '../../../core/shop/catalogue/show-landing-page.use-case.ts';
import type { SearchSuggestionSource } from '../../../core/shop/catalogue/search-suggestions.port.ts';
import { suggestSearch } from '../../../core/shop/catalogue/suggest-search.use-case.ts';
import type { TagRepository } from '../../../core/shop/catalogue/tag-repository.port.ts';
import { token, TOKENS } from '../../tokens.ts';
import { bindOverDatabase } from './database-bindings.ts';
import type { ServerModule } from './server-module.ts';

export const CATALOGUE_TOKENS = {
  articleRepository: token<ArticleRepository>('catalogue.articleRepository'),
  tagRepository: token<TagRepository>('catalogue.tagRepository'),
  landingPageRepository: token<LandingPageRepository>('catalogue.landingPageRepository'),
  searchSuggestions: token<SearchSuggestionSource>('catalogue.searchSuggestions'),
} as const;

/**
 * How many listings are answered from memory. Each is kept until a catalogue notice (every instance hears one within
 * a second of an edit) or at the latest to the end of its CACHE_TTL_MS window, the safety net for a lost notice.
 */
export const LISTING_CACHE_ENTRIES = 2_000;

export const catalogueModule: ServerModule = {
  name: 'catalogue',
  bind: (container) => {
    bindOverDatabase(container, TOKENS.designRepository, postgresDesignRepository);
    bindOverDatabase(container, CATALOGUE_TOKENS.articleRepository, postgresArticleRepository);
    bindOverDatabase(container, CATALOGUE_TOKENS.tagRepository, postgresTagRepository);
    bindOverDatabase(container, CATALOGUE_TOKENS.landingPageRepository, postgresLandingPageRepository);
    bindOverDatabase(container, CATALOGUE_TOKENS.searchSuggestions, postgresSearchSuggestions);
    container.bind(TOKENS.shopCatalogue).toResolvedValue(
      (config, clock, notices, ...repositories): ShopCatalogue => {
        const [designs, articles, tags, landingPages, searchSuggestions] = repositories;
        const cached = cachedCatalogue(
          { designs, articles, tags, landingPages },
          { clock, ttlMs: config.cacheTtlMs, maxEntries: LISTING_CACHE_ENTRIES },
          notices,
        );
        return {
          defaultStore: config.store,
          listHomeBlocks: (pageSize, store = config.store) => listHomeBlocks(cached.designs)(pageSize, store),
          listCollectionDesigns: (collection, page, pageSize, store = config.store) =>
            listCollectionDesigns(cached.designs)(collection, page, pageSize, store),
          listDesigns: listDesigns(cached.designs),
          showDesign: showDesign(cached.designs),
          listArticles: listArticles(cached.articles),
          showArticle: showArticle(cached.articles),
          listTags: listTags(cached.tags),
          listOffers: listOffers(cached),
          showLandingPage: showLandingPage(cached),
          suggestSearch: suggestSearch(searchSuggestions),
        };
      },
      [
        TOKENS.config,
        TOKENS.clock,
        TOKENS.changeNotices,
        TOKENS.designRepository,
        CATALOGUE_TOKENS.articleRepository,
        CATALOGUE_TOKENS.tagRepository,
        CATALOGUE_TOKENS.landingPageRepository,
        CATALOGUE_TOKENS.searchSuggestions,
      ],
    );
  },
  shopApiRoutes: (container) => {
    const { cacheTtlMs } = container.get(TOKENS.config);
    const cache = responseCache({
      clock: container.get(TOKENS.clock),
      ttlMs: cacheTtlMs,
      maxEntries: LISTING_CACHE_ENTRIES,
    });
    // The answers are built from the catalogue's read cache: both forget on the same notice, and expire together.
    container.get(TOKENS.changeNotices).subscribe((notice) => {
      if (notice === 'catalogue') cache.clear();
    });
    return catalogueRoutes(container.get(TOKENS.shopCatalogue), cache);
  },
};
