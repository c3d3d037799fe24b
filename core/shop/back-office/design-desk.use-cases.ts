import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { requireAdministrator, type AdministratorOnly } from '../../domain/customers/administrator.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { Locale } from '../../domain/site/locale.ts';

import type { ReviewNotFound } from '../reviews/publish-review.use-case.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { DesignDesk, DesignDeskResults, DesignDeskQuery, DeskDesignFile } from './design-desk.port.ts';
import { checkDesignEdit, describeDesignChange, type DesignEditRequest } from './design-edit.ts';
import type { DesignChoices } from '../../domain/catalogue/design-choices.ts';
import type { ReviewVerdict } from '../../domain/reviews/review.ts';
import type { DesignNotFound } from '../../domain/catalogue/design.ts';

/** How many designs one page of the desk lists. */
export const DESIGN_DESK_PAGE_SIZE = 25;

/** Longer than any name, slug or id: such a search finds nothing, so it is not sent to the database. */
export const DESIGN_SEARCH_MAX_LENGTH = 120;

export type DesignDeskError = AdministratorOnly | DesignNotFound | ReviewNotFound | InvalidFields | RepositoryFailure;

/** One design opened on the desk, with the tags and articles its form offers. */
export type DeskDesignView = { readonly file: DeskDesignFile; readonly choices: DesignChoices };

type Deps = { readonly desk: DesignDesk; readonly clock: Clock };

const designNotFound = (): DesignNotFound => ({ type: 'DesignNotFound' });

const asAdministrator = <T>(
  customer: Customer | null,
  then: (administrator: Customer) => ResultAsync<T, DesignDeskError>,
): ResultAsync<T, DesignDeskError> =>
  requireAdministrator(customer).match(then, (refusal) => errAsync<T, DesignDeskError>(refusal));

/** Every design, published or not, narrowed and sorted as asked; one page at a time. */
export const listDeskDesigns =
  ({ desk }: Pick<Deps, 'desk'>) =>
  (customer: Customer | null, query: Omit<DesignDeskQuery, 'limit'>): ResultAsync<DesignDeskResults, DesignDeskError> =>
    asAdministrator(customer, () => {
      const search = query.search?.trim() ?? '';
      if (search.length > DESIGN_SEARCH_MAX_LENGTH) return okAsync({ designs: [], next: null });
      const { search: _asked, ...rest } = query;
      return desk.list({ ...rest, ...(search === '' ? {} : { search }), limit: DESIGN_DESK_PAGE_SIZE });
    });

/** One design with its reviews, its history and what its form may choose from. */
export const showDeskDesign =
  ({ desk }: Pick<Deps, 'desk'>) =>
  (customer: Customer | null, id: string, locale: Locale): ResultAsync<DeskDesignView, DesignDeskError> =>
    asAdministrator(customer, () =>
      desk
        .show(id)
        .andThen((file) =>
          file === null
            ? errAsync<DeskDesignView, DesignDeskError>(designNotFound())
            : desk.choices(locale).map((choices) => ({ file, choices })),
        ),
    );

const found =
  (then: () => ResultAsync<DeskDesignView, DesignDeskError>, missing: () => DesignDeskError) =>
  (outcome: 'changed' | 'not-found'): ResultAsync<DeskDesignView, DesignDeskError> =>
    outcome === 'not-found' ? errAsync(missing()) : then();

/** Renames the design, moves it to a collection, retags it and sets its articles, once the edit rules pass. */
export const editDeskDesign =
  ({ desk, clock }: Deps) =>
  (
    customer: Customer | null,
    id: string,
    request: DesignEditRequest,
    locale: Locale,
  ): ResultAsync<DeskDesignView, DesignDeskError> =>
    asAdministrator(customer, (administrator) =>
      desk.choices(locale).andThen((choices) =>
        checkDesignEdit(request, choices).asyncAndThen((change) =>
          desk
            .change(id, change, {
              administratorId: administrator.id,
              action: 'edit',
              detail: describeDesignChange(change),
              at: clock.now(),
            })
            .andThen(found(() => showDeskDesign({ desk })(administrator, id, locale), designNotFound)),
        ),
      ),
    );

/** Shows the design to shoppers or withdraws it (a 404 for them, gone from lists and the sitemap). */
export const publishDeskDesign =
  ({ desk, clock }: Deps) =>
  (
    customer: Customer | null,
    id: string,
    published: boolean,
    locale: Locale,
  ): ResultAsync<DeskDesignView, DesignDeskError> =>
    asAdministrator(customer, (administrator) =>
      desk
        .setPublished(id, published, {
          administratorId: administrator.id,
          action: published ? 'publish' : 'unpublish',
          detail: '',
          at: clock.now(),
        })
        .andThen(found(() => showDeskDesign({ desk })(administrator, id, locale), designNotFound)),
    );

/** Publishes one of the design's reviews or hides it from the reviews page and the design's summary. */
export const judgeDeskReview =
  ({ desk, clock }: Deps) =>
  (
    customer: Customer | null,
    designId: string,
    reviewId: string,
    verdict: ReviewVerdict,
    locale: Locale,
  ): ResultAsync<DeskDesignView, DesignDeskError> =>
    asAdministrator(customer, (administrator) =>
      desk
        .judgeReview(designId, reviewId, verdict, {
          administratorId: administrator.id,
          action: verdict === 'published' ? 'publish-review' : 'hide-review',
          detail: reviewId,
          at: clock.now(),
        })
        .andThen(
          found(
            () => showDeskDesign({ desk })(administrator, designId, locale),
            (): ReviewNotFound => ({ type: 'ReviewNotFound' }),
          ),
        ),
    );
