import type { ResultAsync } from 'neverthrow';
import { errAsync, okAsync } from 'neverthrow';
import type { Sort } from '../../domain/catalogue/sort.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { CartOwner } from '../carts/cart.ts';
import type { PersonalisationDeps } from './personalisation-deps.ts';
import type { PersonalisationError } from './personalisation-errors.ts';
import { MAX_PROJECTS_PER_OWNER, PROJECT_NAME_MAX_LENGTH, type Project, type ProjectId } from './project.ts';
import { projectSummary, type ProjectSummary } from './project-view.ts';

const signedIn = (owner: CartOwner): ResultAsync<CustomerId, PersonalisationError> =>
  owner.customerId === null ? errAsync({ type: 'SignInRequired' }) : okAsync(owner.customerId);

/** Names are the article's in the store's language; an article no longer sold keeps an empty name. */
const summaries = (deps: PersonalisationDeps, projects: readonly Project[]) =>
  deps.catalogue
    .articles(deps.store, [...new Set(projects.map((project) => project.articleId))])
    .map((offers) =>
      projects.map((project) =>
        projectSummary(project, offers.find((offer) => offer.articleId === project.articleId)?.name ?? ''),
      ),
    );

const summaryOf = (deps: PersonalisationDeps, project: Project) =>
  summaries(deps, [project]).map(([summary]) => summary as ProjectSummary);

const owned = (deps: PersonalisationDeps, owner: CartOwner, id: ProjectId) =>
  deps.projects
    .find(owner, id)
    .andThen((project) => (project === null ? errAsync({ type: 'ProjectNotFound' as const }) : okAsync(project)));

/** A name as the customer typed it, trimmed; blank or longer than the limit is refused. */
export const projectName = (name: string): string | null => {
  const trimmed = name.trim();
  return trimmed.length === 0 || [...trimmed].length > PROJECT_NAME_MAX_LENGTH ? null : trimmed;
};

/** The customer's saved designs, as `/accounts/designs` lists them. */
export const listProjects =
  (deps: PersonalisationDeps) =>
  (owner: CartOwner, sort: Sort): ResultAsync<readonly ProjectSummary[], PersonalisationError> =>
    signedIn(owner).andThen((customerId) =>
      deps.projects.list(customerId, sort).andThen((found) => summaries(deps, found)),
    );

/** Renames one of the signed-in customer's designs. */
export const renameProject =
  (deps: PersonalisationDeps) =>
  (owner: CartOwner, id: ProjectId, name: string): ResultAsync<ProjectSummary, PersonalisationError> => {
    const named = projectName(name);
    if (named === null) return errAsync({ type: 'InvalidProjectName', maxLength: PROJECT_NAME_MAX_LENGTH });
    return signedIn(owner)
      .andThen(() => deps.projects.update(owner, id, { name: named }, deps.clock.now()))
      .andThen((project) =>
        project === null ? errAsync({ type: 'ProjectNotFound' as const }) : summaryOf(deps, project),
      );
  };

/** A copy of the project as a new one, named after it; its popularity starts again. */
export const duplicateProject =
  (deps: PersonalisationDeps) =>
  (owner: CartOwner, id: ProjectId): ResultAsync<ProjectSummary, PersonalisationError> =>
    signedIn(owner)
      .andThen(() => owned(deps, owner, id))
      .andThen((original) =>
        deps.projects.count(owner).andThen((count) => {
          if (count >= MAX_PROJECTS_PER_OWNER)
            return errAsync({ type: 'TooManyProjects' as const, max: MAX_PROJECTS_PER_OWNER });
          const now = deps.clock.now();
          const copy: Project = {
            ...original,
            id: deps.ids.uuid() as ProjectId,
            owner,
            name: `${original.name} (2)`.slice(0, PROJECT_NAME_MAX_LENGTH),
            revision: 1,
            popularity: 0,
            createdAt: now,
            updatedAt: now,
          };
          return deps.projects.create(copy).andThen(() => summaryOf(deps, copy));
        }),
      );

/** Deletes one of the signed-in customer's designs. */
export const deleteProject =
  (deps: PersonalisationDeps) =>
  (owner: CartOwner, id: ProjectId): ResultAsync<null, PersonalisationError> =>
    signedIn(owner)
      .andThen(() => deps.projects.remove(owner, id))
      .andThen((removed) => (removed ? okAsync(null) : errAsync({ type: 'ProjectNotFound' as const })));
