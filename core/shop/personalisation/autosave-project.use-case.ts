import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../domain/catalogue/article.ts';
import type { DesignDocument } from '../../domain/personalisation/design-document.ts';
import type { CartOwner } from '../carts/cart.ts';
import { checkedDocument, personalisableArticle, type PersonalisationDeps } from './personalisation-deps.ts';
import type { PersonalisationError } from './personalisation-errors.ts';
import { defaultProjectName, MAX_PROJECTS_PER_OWNER, type Project, type ProjectId } from './project.ts';
import { projectView, type ProjectView } from './project-view.ts';

export type AutosaveInput = {
  readonly articleId: ArticleId;
  readonly projectId: ProjectId | null;
  readonly document: DesignDocument;
};

const created = (deps: PersonalisationDeps, owner: CartOwner, input: AutosaveInput, name: string): Project => {
  const now = deps.clock.now();
  return {
    id: deps.ids.uuid() as ProjectId,
    owner,
    articleId: input.articleId,
    name: defaultProjectName(name),
    document: input.document,
    revision: 1,
    popularity: 0,
    createdAt: now,
    updatedAt: now,
  };
};

const create = (deps: PersonalisationDeps, owner: CartOwner, input: AutosaveInput, name: string) =>
  deps.projects.count(owner).andThen((count) => {
    if (count >= MAX_PROJECTS_PER_OWNER)
      return errAsync({ type: 'TooManyProjects' as const, max: MAX_PROJECTS_PER_OWNER });
    const project = created(deps, owner, input, name);
    return deps.projects.create(project).map(() => project);
  });

/**
 * Keeps the visitor's work as they edit: a guest's under their session, a customer's in their account. The first
 * save creates the project; later saves of the same project replace its document. A project id that is not the
 * visitor's is answered as not found, never written.
 */
export const autosaveProject =
  (deps: PersonalisationDeps) =>
  (owner: CartOwner, input: AutosaveInput): ResultAsync<ProjectView, PersonalisationError> => {
    if (input.document.articleId !== input.articleId)
      return errAsync({ type: 'DesignDocumentInvalid', problems: [{ type: 'WrongArticle' }] });
    return personalisableArticle(deps)(input.articleId).andThen(({ offer, article }) =>
      checkedDocument(deps)(owner, input.document, article)
        .andThen(() =>
          input.projectId === null
            ? create(deps, owner, input, offer.name)
            : deps.projects
                .update(owner, input.projectId, { document: input.document }, deps.clock.now())
                .andThen((updated) =>
                  updated === null ? errAsync({ type: 'ProjectNotFound' as const }) : okAsync(updated),
                ),
        )
        .map((project) => projectView(project, offer)),
    );
  };
