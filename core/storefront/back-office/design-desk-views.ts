import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { Sort } from '../../domain/catalogue/sort.ts';
import type { ProjectScope } from '../../domain/shared/project-scope.ts';
import type { TriState } from '../../domain/shared/tri-state.ts';
import type { DesignChoices } from '../../domain/catalogue/design-choices.ts';
import type { ReviewStatus } from '../../domain/reviews/review.ts';

/** What the designs desk's list is narrowed to, as its form and URL carry it ('' for "any"). */
export type DesignDeskForm = {
  readonly search: string;
  readonly collection: ProductCollection | '';
  readonly tag: string;
  readonly published: TriState;
  readonly scope: ProjectScope | '';
  readonly sort: Sort;
  /** The cursor of the page to show, '' for the first. */
  readonly after: string;
};

/** One line of the designs desk; instants as ISO 8601. */
export type DeskListedDesign = {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly collection: ProductCollection;
  readonly published: boolean;
  readonly scope: ProjectScope;
  readonly popularity: number;
  readonly createdAt: string;
  readonly updatedAt: string;
};

export type DesignDeskList = { readonly designs: readonly DeskListedDesign[]; readonly next: string | null };

/** One design as its edit view shows it, with its reviews, its history and the choices of its form. */
export type ShownDeskDesign = DeskListedDesign & {
  readonly names: Readonly<Record<string, string>>;
  readonly tagIds: readonly string[];
  readonly articleIds: readonly number[];
  readonly reviews: readonly {
    readonly id: string;
    readonly articleId: number;
    readonly authorName: string;
    readonly rating: number;
    readonly title: string;
    readonly body: string;
    readonly locale: string;
    readonly status: ReviewStatus;
    readonly createdAt: string;
  }[];
  readonly audit: readonly {
    readonly administratorId: string;
    readonly action: string;
    readonly detail: string;
    readonly at: string;
  }[];
  readonly choices: DesignChoices;
};

/** The edit form's fields: a name per language ('' for none), the collection, the chosen tags and articles. */
export type DesignEditForm = {
  readonly names: Readonly<Record<string, string>>;
  readonly collection: string;
  readonly tagIds: readonly string[];
  readonly articleIds: readonly number[];
};
