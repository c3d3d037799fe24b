import { documented } from './json-schema.ts';
import * as t from 'io-ts';
import { HELP_CENTER_TOPIC_GROUPS, type HelpCenterTopicGroupName } from '../../core/domain/help-center/topic-groups.ts';
import { TOPIC_ID } from '../../core/domain/routing/param-rules.ts';
import { LOCALES, type Locale } from '../../core/domain/site/locale.ts';
import { StoreSlugCodec } from './catalogue.codec.ts';
import { matching } from './pattern.codec.ts';
import { wireType } from './wire-object.ts';

/** Help-center paths, relative to the Shop API base path. */
export const HELP_CENTER_PATHS = {
  categories: '/help-center/categories',
  /** Followed by '/{id}', digits. */
  category: '/help-center/categories',
  /** Followed by '/{id}', digits or a key ending in '_' and digits. */
  topic: '/help-center/topics',
  /** Followed by '/{group}': beforePurchase, ordersWaiting, ordersReceived or orderCompleted. */
  topicGroup: '/help-center/topic-groups',
} as const;

const literals = <T extends string>(values: readonly T[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

export const LocaleCodec: t.Type<Locale, string, unknown> = literals(LOCALES, 'Locale');

/** The texts come in `locale` when given, else the store's language (the configured store when absent). */
export const HelpCenterQuery = t.partial({ store: StoreSlugCodec, locale: LocaleCodec, ext_session_id: t.string });

const DigitsIdFromString = documented(
  new t.Type<number, string, unknown>(
    'DigitsIdFromString',
    (u): u is number => Number.isSafeInteger(u),
    (u, c) =>
      typeof u === 'string' && /^\d{1,9}$/.test(u) ? t.success(Number(u)) : t.failure(u, c, 'expected digits'),
    String,
  ),
  { type: 'string', pattern: '^\\d{1,9}$' },
);

export const HelpCategoryParams = t.type({ id: DigitsIdFromString });

export const HelpTopicParams = t.type({
  // The core's route rule, with a length cap so a huge id is refused unread.
  id: matching('HelpTopicId', TOPIC_ID, 'expected digits, or a key ending in an underscore and digits', 100),
});

export const HelpTopicGroupNameCodec: t.Type<HelpCenterTopicGroupName, string, unknown> = literals(
  Object.keys(HELP_CENTER_TOPIC_GROUPS) as HelpCenterTopicGroupName[],
  'HelpCenterTopicGroupName',
);

export const HelpTopicGroupParams = t.type({ group: HelpTopicGroupNameCodec });

// ---- Responses ----

export const HelpCategorySummaryCodec = wireType(
  { id: t.number, name: t.string, topicCount: t.number },
  'HelpCategorySummary',
);
export const HelpTopicSummaryCodec = wireType({ id: t.string, slug: t.string, title: t.string }, 'HelpTopicSummary');
export const HelpCategoryCodec = wireType(
  { id: t.number, name: t.string, topics: t.readonlyArray(HelpTopicSummaryCodec) },
  'HelpCategory',
);
export const HelpTopicCodec = wireType(
  { id: t.string, slug: t.string, title: t.string, categoryId: t.number, body: t.string },
  'HelpTopic',
);
export const HelpTopicGroupCodec = wireType(
  {
    group: HelpTopicGroupNameCodec,
    categoryId: t.union([t.number, t.null]),
    topics: t.readonlyArray(HelpTopicSummaryCodec),
  },
  'HelpTopicGroup',
);
