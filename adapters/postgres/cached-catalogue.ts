import { ResultAsync, type Result } from 'neverthrow';
import type { Clock } from '../../core/domain/shared/clock.port.ts';
import type { ArticleRepository } from '../../core/shop/catalogue/article-repository.port.ts';
import type { DesignRepository } from '../../core/shop/catalogue/design-repository.port.ts';
import type { LandingPageRepository } from '../../core/shop/catalogue/landing-page-repository.port.ts';
import type { TagRepository } from '../../core/shop/catalogue/tag-repository.port.ts';
import type { ChangeNotices } from '../../core/shop/change-notices.port.ts';
import { endOfWindow } from '../system/cache-window.ts';

export type CacheOptions = { readonly clock: Clock; readonly ttlMs: number; readonly maxEntries: number };

type Entry = { readonly expires: number; readonly outcome: Promise<Result<unknown, unknown>> };

/**
 * Catalogue reads change only when the catalogue is edited, so each answer is kept per process until a change notice
 * says otherwise, or at the latest until the end of its TTL window (a safety net for a lost notice). Only successes
 * are kept; concurrent identical reads share one query; the oldest entries go first when full.
 */
export const readCache = ({ clock, ttlMs, maxEntries }: CacheOptions) => {
  const entries = new Map<string, Entry>();
  const keyOf = (name: string, args: readonly unknown[]) => `${name}:${JSON.stringify(args)}`;
  const cached =
    <Args extends unknown[], T, E>(name: string, read: (...args: Args) => ResultAsync<T, E>) =>
    (...args: Args): ResultAsync<T, E> => {
      const key = keyOf(name, args);
      const now = clock.now();
      const kept = entries.get(key);
      if (kept && kept.expires > now) return new ResultAsync(kept.outcome as Promise<Result<T, E>>);
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry: Entry = {
        expires: endOfWindow(now, ttlMs),
        outcome: Promise.resolve(read(...args)).then((outcome) => {
          if (outcome.isErr() && entries.get(key) === entry) entries.delete(key);
          return outcome;
        }),
      };
      entries.set(key, entry);
      return new ResultAsync(entry.outcome as Promise<Result<T, E>>);
    };
  /** Drops every kept answer, on a notice of a change that may show in any of them. */
  const forgetAll = () => entries.clear();
  return Object.assign(cached, { forgetAll });
};

/** The catalogue's listings and design pages behind one shared read cache, forgotten on every catalogue notice. */
export const cachedCatalogue = (
  repositories: {
    readonly designs: DesignRepository;
    readonly articles: ArticleRepository;
    readonly tags: TagRepository;
    readonly landingPages: LandingPageRepository;
  },
  options: CacheOptions,
  notices: Pick<ChangeNotices, 'subscribe'>,
) => {
  const cached = readCache(options);
  notices.subscribe((notice) => {
    if (notice === 'catalogue') cached.forgetAll();
  });
  const { designs, articles, tags, landingPages } = repositories;
  return {
    designs: {
      pageOfDesigns: cached('pageOfDesigns', designs.pageOfDesigns),
      designDetail: cached('designDetail', designs.designDetail),
    } satisfies DesignRepository,
    articles: {
      storeArticles: cached('storeArticles', articles.storeArticles),
      storeArticle: cached('storeArticle', articles.storeArticle),
    } satisfies ArticleRepository,
    tags: { storeTags: cached('storeTags', tags.storeTags) } satisfies TagRepository,
    landingPages: { landingPage: cached('landingPage', landingPages.landingPage) } satisfies LandingPageRepository,
  };
};
