import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Locale } from '../../domain/site/locale.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-loaders.ts';
import type { HelpCategory, HelpCategorySummary, HelpCenterGateway, HelpTopic } from './help-center-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

export type HelpCenterPage = { readonly categories: readonly HelpCategorySummary[] };
export type HelpCategoryPage = { readonly category: HelpCategory };
/** A topic with its category, for the breadcrumb back; a topic whose category went away has none. */
export type HelpTopicPage = { readonly topic: HelpTopic; readonly category: HelpCategorySummary | null };

const missing = pageDataNotFound;

export const loadHelpCenterPage =
  (helpCenter: HelpCenterGateway) =>
  (locale: Locale): ResultAsync<HelpCenterPage, ShopUnavailable> =>
    helpCenter.categories(locale).map((categories) => ({ categories }));

export const loadHelpCategoryPage =
  (helpCenter: HelpCenterGateway) =>
  (id: number, locale: Locale): ResultAsync<HelpCategoryPage, ShopUnavailable | PageDataNotFound> =>
    helpCenter
      .category(id, locale)
      .andThen((category) =>
        category === null
          ? errAsync<HelpCategoryPage, PageDataNotFound>(missing())
          : okAsync<HelpCategoryPage, PageDataNotFound>({ category }),
      );

export const loadHelpTopicPage =
  (helpCenter: HelpCenterGateway) =>
  (id: string, locale: Locale): ResultAsync<HelpTopicPage, ShopUnavailable | PageDataNotFound> =>
    helpCenter.topic(id, locale).andThen((topic) =>
      topic === null
        ? errAsync<HelpTopicPage, ShopUnavailable | PageDataNotFound>(missing())
        : helpCenter.categories(locale).map((categories) => ({
            topic,
            category: categories.find((each) => each.id === topic.categoryId) ?? null,
          })),
    );

/** A page whose content is all in its translations (about us, the contact form): no data to load. */
export type TextPage = Readonly<Record<never, never>>;

export const loadTextPage = (): ResultAsync<TextPage, never> => okAsync({});
