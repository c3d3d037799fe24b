import type { ResultAsync } from 'neverthrow';
import { catalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { TagWithCount } from '../../domain/catalogue/tag.ts';
import { storeFor, type StoreSlug } from '../../domain/site/stores.ts';
import type { TagRepository } from './tag-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The store's tags in alphabetical order of their names in the store's language. */
export const listTags =
  (tags: TagRepository) =>
  (store: StoreSlug): ResultAsync<readonly TagWithCount[], RepositoryFailure> => {
    const { languageTag } = storeFor(store);
    return tags
      .storeTags(catalogueView(store))
      .map((found) => [...found].sort((a, b) => a.name.localeCompare(b.name, languageTag) || a.id.localeCompare(b.id)));
  };
