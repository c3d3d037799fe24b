import { asc, count, eq, inArray } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../../core/shop/catalogue/design-repository.port.ts';
import type { HelpCenterRepository } from '../../core/shop/help-center/help-center-repository.port.ts';
import type { StoredHelpCategory, StoredHelpTopic } from '../../core/shop/help-center/help-center.ts';
import type { ShopDatabase } from './database.ts';
import { helpCategories, helpTopics } from './schema/index.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

const topicColumns = {
  id: helpTopics.id,
  categoryId: helpTopics.categoryId,
  titles: helpTopics.titles,
  bodies: helpTopics.bodies,
};

export const postgresHelpCenterRepository = (db: ShopDatabase): HelpCenterRepository => {
  const categoriesWithCounts = (id?: number) =>
    db
      .select({ id: helpCategories.id, names: helpCategories.names, topicCount: count(helpTopics.id) })
      .from(helpCategories)
      .leftJoin(helpTopics, eq(helpTopics.categoryId, helpCategories.id))
      .where(id === undefined ? undefined : eq(helpCategories.id, id))
      .groupBy(helpCategories.id)
      .orderBy(asc(helpCategories.position), asc(helpCategories.id));

  return {
    categories: () =>
      ResultAsync.fromPromise(
        categoriesWithCounts().then((rows): readonly StoredHelpCategory[] => rows),
        failure,
      ),

    category: (id) =>
      ResultAsync.fromPromise(
        categoriesWithCounts(id).then(([row]): StoredHelpCategory | undefined => row),
        failure,
      ),

    topicsOfCategory: (categoryId) =>
      ResultAsync.fromPromise(
        db
          .select(topicColumns)
          .from(helpTopics)
          .where(eq(helpTopics.categoryId, categoryId))
          .orderBy(asc(helpTopics.position), asc(helpTopics.id))
          .then((rows): readonly StoredHelpTopic[] => rows),
        failure,
      ),

    topics: (ids) =>
      ids.length === 0
        ? ResultAsync.fromSafePromise(Promise.resolve([]))
        : ResultAsync.fromPromise(
            db
              .select(topicColumns)
              .from(helpTopics)
              .where(inArray(helpTopics.id, [...ids]))
              .then((rows): readonly StoredHelpTopic[] => rows),
            failure,
          ),
  };
};
