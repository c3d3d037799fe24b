import type { ResultAsync } from 'neverthrow';
import type { StoredHelpCategory, StoredHelpTopic } from '../../domain/help-center/help-center.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Where the shop keeps its help-center articles. */
export interface HelpCenterRepository {
  /** Every category in display order, each with how many topics it files. */
  categories(): ResultAsync<readonly StoredHelpCategory[], RepositoryFailure>;
  /** One category, or undefined when no category has this id. */
  category(id: number): ResultAsync<StoredHelpCategory | undefined, RepositoryFailure>;
  /** The topics of one category in display order. */
  topicsOfCategory(categoryId: number): ResultAsync<readonly StoredHelpTopic[], RepositoryFailure>;
  /** The topics with these ids that exist, in no particular order. */
  topics(ids: readonly string[]): ResultAsync<readonly StoredHelpTopic[], RepositoryFailure>;
}
