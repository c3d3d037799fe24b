import type { ResultAsync } from 'neverthrow';
import type { CatalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { TagWithCount } from '../../domain/catalogue/tag.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Where the shop keeps the tags designs are grouped by. */
export interface TagRepository {
  /** Every tag with at least one design the store sells, counting those designs; in no particular order. */
  storeTags(view: CatalogueView): ResultAsync<readonly TagWithCount[], RepositoryFailure>;
}
