import { asc, count, eq, inArray } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { HelpCenterRepository } from '../../core/shop/help-center/help-center-repository.port.ts';
import type { StoredHelpCategory, StoredHelpTopic } from '../../core/domain/help-center/help-center.ts';
import type { ShopDatabase } from './database.ts';
import { helpCategories, helpTopics } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

/** Category ids are `integer` columns: a larger number from a path cannot name one, and would fail the query. */
const isStorableId = (id: number) => Number.isSafeInteger(id) && id >= -(2 ** 31) && id < 2 ** 31;
const nothing = <T>(value: T) => ResultAsync.fromSafePromise<T, RepositoryFailure>(Promise.resolve(value));

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
      !isStorableId(id)
        ? nothing(undefined)
        : ResultAsync.fromPromise(
            categoriesWithCounts(id).then(([row]): StoredHelpCategory | undefined => row),
            failure,
          ),

    topicsOfCategory: (categoryId) =>
      !isStorableId(categoryId)
        ? nothing<readonly StoredHelpTopic[]>([])
        : ResultAsync.fromPromise(
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
