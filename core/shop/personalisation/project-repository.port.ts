import type { ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../domain/catalogue/article.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { PrintSurface } from '../../domain/personalisation/print-surface.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { CartOwner } from '../carts/cart.ts';
import type { Project, ProjectId, ProjectSort } from './project.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Where projects are kept. "Owned by" means: the customer's when signed in, else the session's guest work. */
export interface ProjectRepository {
  /** The project if `owner` owns it, else null (another visitor's project does not exist for them). */
  find(owner: CartOwner, id: ProjectId): ResultAsync<Project | null, RepositoryFailure>;
  /** The owner's most recently changed project of the article: the work the editor reopens. */
  latest(owner: CartOwner, articleId: ArticleId): ResultAsync<Project | null, RepositoryFailure>;
  /** The customer's projects in the order asked, newest first within equal popularity. */
  list(customerId: CustomerId, sort: ProjectSort): ResultAsync<readonly Project[], RepositoryFailure>;
  /** How many projects the owner keeps. */
  count(owner: CartOwner): ResultAsync<number, RepositoryFailure>;
  /** Inserts a new project. */
  create(project: Project): ResultAsync<void, RepositoryFailure>;
  /**
   * Writes the changed fields of an owned project, bumping its revision when the document changed; null when
   * the owner has no such project, or when the document is of another article than the project.
   */
  update(
    owner: CartOwner,
    id: ProjectId,
    change: Partial<Pick<Project, 'document' | 'name'>>,
    at: number,
  ): ResultAsync<Project | null, RepositoryFailure>;
  /** Counts one more add to cart of an owned project (another's is left alone). */
  countAddedToCart(owner: CartOwner, id: ProjectId): ResultAsync<void, RepositoryFailure>;
  /** False when the owner has no such project. */
  remove(owner: CartOwner, id: ProjectId): ResultAsync<boolean, RepositoryFailure>;
  /** A guest who signs in keeps their work: the session's guest projects become the customer's. */
  adoptGuestProjects(sessionId: SessionId, customerId: CustomerId): ResultAsync<number, RepositoryFailure>;
  /** Any project by id, whoever owns it: for rendering its preview, whose URL only its owner was given. */
  byId(id: ProjectId): ResultAsync<Project | null, RepositoryFailure>;
}

/** What the editor reads of the catalogue: an article's print surfaces. */
export interface PrintSurfaceCatalogue {
  /** The article's print surfaces; empty when it cannot be personalised. */
  surfacesOf(articleId: ArticleId): ResultAsync<readonly PrintSurface[], RepositoryFailure>;
}
