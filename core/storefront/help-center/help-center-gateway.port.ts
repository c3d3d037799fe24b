import type { ResultAsync } from 'neverthrow';
import type { HelpCategory, HelpCategorySummary, HelpTopic } from '../../domain/help-center/help-center.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

export type {
  HelpCategory,
  HelpCategorySummary,
  HelpTopic,
  HelpTopicSummary,
} from '../../domain/help-center/help-center.ts';

/** The help center as the storefront reads it, in the page's language; a missing one is null. */
export interface HelpCenterGateway {
  /** Every category with its topic count. */
  categories(locale: Locale): ResultAsync<readonly HelpCategorySummary[], ShopUnavailable>;
  /** One category and its topics' titles. */
  category(id: number, locale: Locale): ResultAsync<HelpCategory | null, ShopUnavailable>;
  /** One topic by its number or readable key. */
  topic(id: string, locale: Locale): ResultAsync<HelpTopic | null, ShopUnavailable>;
}
