/** Shop API paths, relative to the configured base path (e.g. '/shop-api/v1'). */
export const SHOP_API_PATHS = {
  homeBlocks: '/home-blocks',
  collectionDesigns: '/designs',
  /** Followed by '/{design id}'. */
  designs: '/designs',
  /** Alone, the list; followed by '/{article id}', one article. */
  articles: '/articles',
  tags: '/tags',
  /** What a search text typed in the header suggests: articles, designs and tags. */
  searchSuggestions: '/search-suggestions',
  offers: '/offers',
  /** Followed by '/{slug}'. */
  landingPages: '/landing-pages',
} as const;

export const DEFAULT_SHOP_API_BASE_PATH = '/shop-api/v1';
