import { errAsync, type ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../domain/catalogue/article.ts';
import type { Sort } from '../../domain/catalogue/sort.ts';
import { parseQuantity } from '../../domain/pricing/quantity.ts';
import { announced, type CartChangeNotices } from '../carts/cart-change-notices.port.ts';
import type { ShownCart } from '../carts/shown-cart.ts';
import type {
  AutosaveRequest,
  EditorStart,
  PersonalisationError,
  PersonalisationGateway,
  PersonalisedCartLine,
  ShownProject,
  ShownProjectSummary,
  VisitorUpload,
} from './personalisation-gateway.port.ts';

/** What the editor and the account's designs page can do, each write under a fresh idempotency key. */
export type PersonalisationUseCases = {
  readonly openEditor: (
    articleId: ArticleId,
    projectId: string | null,
  ) => ResultAsync<EditorStart, PersonalisationError>;
  readonly autosave: (request: AutosaveRequest) => ResultAsync<ShownProject, PersonalisationError>;
  readonly listUploads: () => ResultAsync<readonly VisitorUpload[], PersonalisationError>;
  readonly addToCart: (line: PersonalisedCartLine) => ResultAsync<ShownCart, PersonalisationError>;
  readonly listProjects: (sort: Sort) => ResultAsync<readonly ShownProjectSummary[], PersonalisationError>;
  readonly renameProject: (projectId: string, name: string) => ResultAsync<ShownProjectSummary, PersonalisationError>;
  readonly duplicateProject: (projectId: string) => ResultAsync<ShownProjectSummary, PersonalisationError>;
  readonly deleteProject: (projectId: string) => ResultAsync<void, PersonalisationError>;
};

export const personalisationUseCases = (
  gateway: PersonalisationGateway,
  newIdempotencyKey: () => string,
  notices: CartChangeNotices,
): PersonalisationUseCases => ({
  openEditor: (articleId, projectId) => gateway.openEditor(articleId, projectId),
  autosave: (request) => gateway.autosave(request, newIdempotencyKey()),
  listUploads: () => gateway.listUploads(),
  // The quantity rule is the cart's; the other tabs hear of the new line as for any other.
  addToCart: (line) =>
    parseQuantity(line.quantity).match(
      (quantity) => announced(notices, gateway.addToCart({ ...line, quantity }, newIdempotencyKey())),
      (error) =>
        errAsync({
          type: 'PersonalisationFieldsRejected' as const,
          fields: [{ field: 'quantity', problem: error.type }],
        }),
    ),
  listProjects: (sort) => gateway.listProjects(sort),
  renameProject: (projectId, name) => gateway.renameProject(projectId, name),
  duplicateProject: (projectId) => gateway.duplicateProject(projectId, newIdempotencyKey()),
  deleteProject: (projectId) => gateway.deleteProject(projectId),
});
