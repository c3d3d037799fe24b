import type { Translations } from './localised-text.ts';

/** A help-center category as stored, with every translation. */
export type StoredHelpCategory = {
  readonly id: number;
  readonly names: Translations;
  readonly topicCount: number;
};

/** A help-center topic as stored; `id` is digits ('23') or a readable key ending in '_' and digits. */
export type StoredHelpTopic = {
  readonly id: string;
  readonly categoryId: number;
  readonly titles: Translations;
  readonly bodies: Translations;
};

/** What a shopper reads: one language, chosen with fallback. */
export type HelpCategorySummary = { readonly id: number; readonly name: string; readonly topicCount: number };

export type HelpTopicSummary = {
  readonly id: string;
  /** A readable id for links ('how-long-does-delivery-take_23'); it leads to the same topic. */
  readonly slug: string;
  readonly title: string;
};

export type HelpCategory = {
  readonly id: number;
  readonly name: string;
  readonly topics: readonly HelpTopicSummary[];
};

export type HelpTopic = HelpTopicSummary & { readonly categoryId: number; readonly body: string };

export type HelpCategoryNotFound = { readonly type: 'HelpCategoryNotFound'; readonly id: number };
export type HelpTopicNotFound = { readonly type: 'HelpTopicNotFound'; readonly id: string };
