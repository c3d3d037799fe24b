import { errAsync, type ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../domain/catalogue/article.ts';
import type { Sort } from '../../domain/catalogue/sort.ts';
import type { DesignDocument } from '../../domain/personalisation/design-document.ts';
import { parseQuantity } from '../../domain/pricing/quantity.ts';
import { announced, type CartChangeNotices } from '../carts/cart-change-notices.port.ts';
import type { ShownCart } from '../carts/shown-cart.ts';
import type {
  AutosaveRequest,
  EditorStart,
  PersonalisationChangeError,
  PersonalisationGateway,
  PersonalisedCartLine,
  PersonalisedLineToEdit,
  ShownProject,
  ShownProjectSummary,
  VisitorUpload,
} from './personalisation-gateway.port.ts';
import type { PrintSurface } from '../../domain/personalisation/print-surface.ts';
import type { PickedFile } from '../media/file-uploader.port.ts';
import type { CreateTemplate } from './load-create-page.use-case.ts';
import type { PictureReader, PictureUnavailable } from './picture-source.port.ts';
import { templatePhoto } from './template-photo.use-case.ts';

/**
 * What the editor and the account's designs page can do, each write under a fresh idempotency key; `Picture` is a
 * picture's bytes as the platform holds them (a Blob in the browser).
 */
export type PersonalisationUseCases<Picture = unknown> = {
  readonly openEditor: (
    articleId: ArticleId,
    projectId: string | null,
  ) => ResultAsync<EditorStart, PersonalisationChangeError>;
  readonly autosave: (request: AutosaveRequest) => ResultAsync<ShownProject, PersonalisationChangeError>;
  readonly listUploads: () => ResultAsync<readonly VisitorUpload[], PersonalisationChangeError>;
  readonly addToCart: (line: PersonalisedCartLine) => ResultAsync<ShownCart, PersonalisationChangeError>;
  /** A personalised line of the visitor's cart, to reopen in the editor. */
  readonly cartLine: (lineId: string) => ResultAsync<PersonalisedLineToEdit, PersonalisationChangeError>;
  /** Puts the re-edited design on that line: the cart keeps one line, with the new preview and price. */
  readonly changeCartLine: (
    lineId: string,
    document: DesignDocument,
  ) => ResultAsync<ShownCart, PersonalisationChangeError>;
  readonly listProjects: (sort: Sort) => ResultAsync<readonly ShownProjectSummary[], PersonalisationChangeError>;
  readonly renameProject: (
    projectId: string,
    name: string,
  ) => ResultAsync<ShownProjectSummary, PersonalisationChangeError>;
  readonly duplicateProject: (projectId: string) => ResultAsync<ShownProjectSummary, PersonalisationChangeError>;
  readonly deleteProject: (projectId: string) => ResultAsync<void, PersonalisationChangeError>;
  /** A catalogue design's print artwork for a surface, as a photo to upload: the editor starts from it. */
  readonly templatePhoto: (
    template: CreateTemplate,
    surface: PrintSurface,
  ) => ResultAsync<PickedFile<Picture>, PictureUnavailable>;
};

/** The constructor's saving, uploads and buying, and the account's designs, each write under a fresh key. */
export const personalisationUseCases = <Picture>(
  gateway: PersonalisationGateway,
  newIdempotencyKey: () => string,
  notices: CartChangeNotices,
  pictures: PictureReader<Picture>,
): PersonalisationUseCases<Picture> => ({
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
  cartLine: (lineId) => gateway.cartLine(lineId),
  // The other tabs hear of the changed line as of any other cart change.
  changeCartLine: (lineId, document) =>
    announced(notices, gateway.changeCartLine(lineId, document, newIdempotencyKey())),
  listProjects: (sort) => gateway.listProjects(sort),
  renameProject: (projectId, name) => gateway.renameProject(projectId, name),
  duplicateProject: (projectId) => gateway.duplicateProject(projectId, newIdempotencyKey()),
  deleteProject: (projectId) => gateway.deleteProject(projectId),
  templatePhoto: templatePhoto(pictures),
});
