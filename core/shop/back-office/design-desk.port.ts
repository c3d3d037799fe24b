import type { ResultAsync } from 'neverthrow';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { Sort } from '../../domain/catalogue/sort.ts';
import type { ProjectScope } from '../../domain/shared/project-scope.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { ReviewRating, ReviewStatus, ReviewVerdict } from '../../domain/reviews/review.ts';
import type { DesignChoices } from '../../domain/catalogue/design-choices.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Where the next page of the designs desk starts: after this design, in the list's sort (its value, then its id). */
export type DesignDeskCursor = { readonly value: number; readonly id: string };

/** What the designs desk lists; `search` is part of a name (any language), a slug or an id, without case. */
export type DesignDeskQuery = {
  readonly search?: string;
  readonly collection?: ProductCollection;
  readonly tagSlug?: string;
  readonly published?: boolean;
  readonly scope?: ProjectScope;
  readonly sort: Sort;
  readonly after?: DesignDeskCursor;
  readonly limit: number;
};

/** One line of the designs desk; instants in milliseconds since the Unix epoch. */
export type DeskDesign = {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly collection: ProductCollection;
  readonly published: boolean;
  readonly scope: ProjectScope;
  readonly popularity: number;
  readonly createdAt: number;
  readonly updatedAt: number;
};

export type DesignDeskResults = { readonly designs: readonly DeskDesign[]; readonly next: DesignDeskCursor | null };

/** A review of the design as the administrator moderates it, whatever its status. */
export type DeskReview = {
  readonly id: string;
  readonly articleId: number;
  readonly authorName: string;
  readonly rating: ReviewRating;
  readonly title: string;
  readonly body: string;
  readonly locale: Locale;
  readonly status: ReviewStatus;
  readonly createdAt: number;
};

/** Who changed a design from the back office, what and when. */
export type DesignDeskRecord = {
  readonly administratorId: string;
  readonly action: string;
  readonly detail: string;
  readonly at: number;
};

/** What the edit form changes: a name per language, the collection, the tags and the articles it is offered on. */
export type DesignChange = {
  readonly names: Partial<Record<Locale, string>>;
  readonly collection: ProductCollection;
  readonly tagIds: readonly string[];
  readonly articleIds: readonly number[];
};

/** One design with everything the desk edits, its reviews and its record of changes (newest first). */
export type DeskDesignFile = DeskDesign &
  Omit<DesignChange, 'collection'> & {
    readonly reviews: readonly DeskReview[];
    readonly audit: readonly DesignDeskRecord[];
  };

/** Every design, published or not, as the administrator manages them; each change is stored with its record. */
export interface DesignDesk {
  list(query: DesignDeskQuery): ResultAsync<DesignDeskResults, RepositoryFailure>;
  /** Null when no design has that id. */
  show(id: string): ResultAsync<DeskDesignFile | null, RepositoryFailure>;
  /** Every tag and article, named in `locale` (else English, else their slug). */
  choices(locale: Locale): ResultAsync<DesignChoices, RepositoryFailure>;
  change(
    id: string,
    change: DesignChange,
    record: DesignDeskRecord,
  ): ResultAsync<'changed' | 'not-found', RepositoryFailure>;
  setPublished(
    id: string,
    published: boolean,
    record: DesignDeskRecord,
  ): ResultAsync<'changed' | 'not-found', RepositoryFailure>;
  /** 'not-found' when the review is not one of this design's. */
  judgeReview(
    designId: string,
    reviewId: string,
    verdict: ReviewVerdict,
    record: DesignDeskRecord,
  ): ResultAsync<'changed' | 'not-found', RepositoryFailure>;
}
