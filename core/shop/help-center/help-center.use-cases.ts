import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { helpCenterTopicGroup, type HelpCenterTopicGroupName } from '../../domain/help-center/topic-groups.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { HelpCenterRepository } from './help-center-repository.port.ts';
import type {
  HelpCategory,
  HelpCategoryNotFound,
  HelpCategorySummary,
  HelpTopic,
  HelpTopicNotFound,
  HelpTopicSummary,
  StoredHelpTopic,
} from '../../domain/help-center/help-center.ts';
import { helpTopicCandidateIds, helpTopicSlug } from './help-topic-key.ts';
import { localisedText } from '../../domain/help-center/localised-text.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

const topicSummary = (topic: StoredHelpTopic, locale: Locale): HelpTopicSummary => {
  const title = localisedText(topic.titles, locale);
  return { id: topic.id, slug: helpTopicSlug(topic.id, title), title };
};

const topic = (stored: StoredHelpTopic, locale: Locale): HelpTopic => ({
  ...topicSummary(stored, locale),
  categoryId: stored.categoryId,
  body: localisedText(stored.bodies, locale),
});

/** Every category, named in the shopper's language, with its topic count. */
export const listHelpCategories =
  (repository: HelpCenterRepository) =>
  (locale: Locale): ResultAsync<readonly HelpCategorySummary[], RepositoryFailure> =>
    repository
      .categories()
      .map((categories) =>
        categories.map(({ id, names, topicCount }) => ({ id, name: localisedText(names, locale), topicCount })),
      );

/** One category with the titles of its topics. */
export const showHelpCategory =
  (repository: HelpCenterRepository) =>
  (id: number, locale: Locale): ResultAsync<HelpCategory, RepositoryFailure | HelpCategoryNotFound> =>
    repository.category(id).andThen((category) =>
      category === undefined
        ? errAsync<HelpCategory, HelpCategoryNotFound>({ type: 'HelpCategoryNotFound', id })
        : repository.topicsOfCategory(id).map((topics) => ({
            id,
            name: localisedText(category.names, locale),
            topics: topics.map((stored) => topicSummary(stored, locale)),
          })),
    );

/** One topic by its number or its readable key; an exact key wins over the number it ends with. */
export const showHelpTopic =
  (repository: HelpCenterRepository) =>
  (id: string, locale: Locale): ResultAsync<HelpTopic, RepositoryFailure | HelpTopicNotFound> => {
    const candidates = helpTopicCandidateIds(id);
    const notFound: HelpTopicNotFound = { type: 'HelpTopicNotFound', id };
    if (candidates.length === 0) return errAsync(notFound);
    return repository.topics(candidates).andThen((found) => {
      const best = candidates.map((candidate) => found.find((stored) => stored.id === candidate)).find(Boolean);
      return best === undefined ? errAsync(notFound) : okAsync(topic(best, locale));
    });
  };

export type HelpTopicGroup = {
  readonly group: HelpCenterTopicGroupName;
  readonly categoryId: number | null;
  readonly topics: readonly HelpTopicSummary[];
};

/** A shortcut group of spec 9 in its display order; a topic the shop has removed is left out. */
export const listHelpTopicGroup =
  (repository: HelpCenterRepository) =>
  (group: HelpCenterTopicGroupName, locale: Locale): ResultAsync<HelpTopicGroup, RepositoryFailure> => {
    const { categoryId, topicIds } = helpCenterTopicGroup(group);
    const ids = topicIds.map(String);
    return repository.topics(ids).map((found) => ({
      group,
      categoryId: categoryId ?? null,
      topics: ids.flatMap((id) => {
        const stored = found.find((candidate) => candidate.id === id);
        return stored ? [topicSummary(stored, locale)] : [];
      }),
    }));
  };
