import { okAsync, type ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../domain/catalogue/article.ts';
import type { CartOwner } from '../carts/cart.ts';
import { personalisableArticle, type PersonalisationDeps } from './personalisation-deps.ts';
import type { PersonalisationError } from './personalisation-errors.ts';
import type { EditorArticle, ProjectId } from './project.ts';
import { projectView, type ProjectView } from './project-view.ts';

export type EditorStartView = { readonly article: EditorArticle; readonly project: ProjectView | null };

/**
 * What the editor opens: the article's surfaces and price, and the visitor's work on it. A project id that is
 * not theirs, or of another article, is ignored, and their latest work on the article opens instead.
 */
export const openEditor =
  (deps: PersonalisationDeps) =>
  (
    owner: CartOwner,
    articleId: ArticleId,
    projectId: ProjectId | null,
  ): ResultAsync<EditorStartView, PersonalisationError> =>
    personalisableArticle(deps)(articleId).andThen(({ offer, article }) =>
      (projectId === null ? okAsync(null) : deps.projects.find(owner, projectId))
        .andThen((asked) =>
          asked !== null && asked.articleId === articleId ? okAsync(asked) : deps.projects.latest(owner, articleId),
        )
        .map((project) => ({
          article: { articleId, name: offer.name, unitPrice: offer.unitPrice, surfaces: article.surfaces },
          project: project === null ? null : projectView(project, offer),
        })),
    );
