import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Locale } from '../../domain/site/locale.ts';

import type { HelpCategory, HelpCategorySummary, HelpCenterGateway, HelpTopic } from './help-center-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-errors.ts';

export type HelpCenterPageData = { readonly categories: readonly HelpCategorySummary[] };
export type HelpCategoryPageData = { readonly category: HelpCategory };
/** A topic with its category, for the breadcrumb back; a topic whose category went away has none. */
export type HelpTopicPageData = { readonly topic: HelpTopic; readonly category: HelpCategorySummary | null };

const missing = pageDataNotFound;

/** The help center's categories in the page's language. */
export const loadHelpCenterPage =
  (helpCenter: HelpCenterGateway) =>
  (locale: Locale): ResultAsync<HelpCenterPageData, ShopUnavailable> =>
    helpCenter.categories(locale).map((categories) => ({ categories }));

/** One help-center category with its topics; an unknown id is a page not found. */
export const loadHelpCategoryPage =
  (helpCenter: HelpCenterGateway) =>
  (id: number, locale: Locale): ResultAsync<HelpCategoryPageData, ShopUnavailable | PageDataNotFound> =>
    helpCenter
      .category(id, locale)
      .andThen((category) =>
        category === null
          ? errAsync<HelpCategoryPageData, PageDataNotFound>(missing())
          : okAsync<HelpCategoryPageData, PageDataNotFound>({ category }),
      );

/** One help-center topic with its category for the breadcrumb; an unknown id is a page not found. */
export const loadHelpTopicPage =
  (helpCenter: HelpCenterGateway) =>
  (id: string, locale: Locale): ResultAsync<HelpTopicPageData, ShopUnavailable | PageDataNotFound> =>
    helpCenter.topic(id, locale).andThen((topic) =>
      topic === null
        ? errAsync<HelpTopicPageData, ShopUnavailable | PageDataNotFound>(missing())
        : helpCenter.categories(locale).map((categories) => ({
            topic,
            category: categories.find((each) => each.id === topic.categoryId) ?? null,
          })),
    );

/** A page whose content is all in its translations (about us, the contact form): no data to load. */
export type TextPageData = Readonly<Record<never, never>>;

/** A page of fixed texts (about us, contact): nothing to load. */
export const loadTextPage = (): ResultAsync<TextPageData, never> => okAsync({});
