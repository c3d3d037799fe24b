import type { ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../domain/catalogue/article.ts';
import type { Sort } from '../../domain/catalogue/sort.ts';
import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import type { DesignDocument } from '../../domain/personalisation/design-document.ts';
import type { DesignProblem } from '../../domain/personalisation/design-validation.ts';
import type { PrintSurface } from '../../domain/personalisation/print-surface.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { ShownCart } from '../carts/shown-cart.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** An article as the editor opens it: name, price in the store, print surfaces. */
export type ShownEditorArticle = {
  readonly articleId: ArticleId;
  readonly name: string;
  readonly unitPrice: Money;
  readonly surfaces: readonly PrintSurface[];
};

/** A visitor's saved work on one article. */
export type ShownProject = {
  readonly id: string;
  readonly articleId: ArticleId;
  readonly name: string;
  readonly document: DesignDocument;
  readonly revision: number;
  readonly popularity: number;
  /** The personalised unit price of this document (article price plus the personalisation rule). */
  readonly unitPrice: Money;
  /** jpg; the same path ending in .avif or .webp serves those formats. */
  readonly urlPreview: string;
  /** ISO 8601 instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A project in the customer's list, without its document. */
export type ShownProjectSummary = Omit<ShownProject, 'document' | 'unitPrice'> & { readonly articleName: string };

/** What the editor opens with: the article, and the visitor's work on it (the project asked for, else the latest). */
export type EditorStart = { readonly article: ShownEditorArticle; readonly project: ShownProject | null };

/** One of this visitor's uploads, to be picked again. */
export type VisitorUpload = {
  readonly id: string;
  /** The original's pixels: the print quality is worked out from them. */
  readonly width: number;
  readonly height: number;
  /** A downscaled copy for drawing on the canvas (never the original). */
  readonly canvasUrl: string;
  readonly thumbnailUrl: string;
  /** ISO 8601 instant. */
  readonly uploadedAt: string;
};

/** The shop refused the document: what is wrong with it, so the editor can point at the layer. */
export type DesignRejected = { readonly type: 'DesignRejected'; readonly problems: readonly DesignProblem[] };

/** The shop refused the request for a reason the editor words by its type. */
export type PersonalisationRefused = {
  readonly type: 'PersonalisationRefused';
  readonly reason:
    | 'ArticleNotPersonalisable'
    | 'ProjectNotFound'
    | 'ForeignUpload'
    | 'DocumentTooLarge'
    | 'NothingToPrint'
    | 'TooManyProjects'
    | 'SignInRequired'
    | 'InvalidProjectName'
    | 'PreviewFailed';
};

/** The shop refused form fields (quantity, name): its 5004. */
export type PersonalisationFieldsRejected = {
  readonly type: 'PersonalisationFieldsRejected';
  readonly fields: readonly FieldProblem[];
};

export type PersonalisationChangeError =
  ShopUnavailable | DesignRejected | PersonalisationRefused | PersonalisationFieldsRejected;

export type AutosaveRequest = {
  readonly articleId: ArticleId;
  /** Null the first time: the shop creates the project and answers its id. */
  readonly projectId: string | null;
  readonly document: DesignDocument;
};

export type PersonalisedCartLine = {
  readonly document: DesignDocument;
  readonly projectId: string | null;
  readonly quantity: number;
};

/** A personalised line of the visitor's cart, as the editor reopens it to change its design. */
export type PersonalisedLineToEdit = {
  readonly lineId: string;
  readonly articleId: ArticleId;
  readonly document: DesignDocument;
  readonly quantity: number;
};

/** The editor's and the account's view of personalisation, wherever the shop service runs. */
export interface PersonalisationGateway {
  /** The article's surfaces and price, and the visitor's work on it: `projectId`'s if theirs, else their latest. */
  openEditor(articleId: ArticleId, projectId: string | null): ResultAsync<EditorStart, PersonalisationChangeError>;
  /** Keeps the visitor's work: a guest's for their session, a customer's in their account. */
  autosave(request: AutosaveRequest, idempotencyKey: string): ResultAsync<ShownProject, PersonalisationChangeError>;
  /** This visitor's earlier image uploads, newest first. */
  listUploads(): ResultAsync<readonly VisitorUpload[], PersonalisationChangeError>;
  /** Adds the personalised article to the cart with its server-rendered preview; a repeated key adds it once. */
  addToCart(line: PersonalisedCartLine, idempotencyKey: string): ResultAsync<ShownCart, PersonalisationChangeError>;
  /** One personalised line of the visitor's cart; another visitor's line is refused as not found. */
  cartLine(lineId: string): ResultAsync<PersonalisedLineToEdit, PersonalisationChangeError>;
  /** Puts a re-edited design on that cart line (same line, same quantity, new preview and price). */
  changeCartLine(
    lineId: string,
    document: DesignDocument,
    idempotencyKey: string,
  ): ResultAsync<ShownCart, PersonalisationChangeError>;
  /** The signed-in customer's projects (SignInRequired for a guest). */
  listProjects(sort: Sort): ResultAsync<readonly ShownProjectSummary[], PersonalisationChangeError>;
  renameProject(projectId: string, name: string): ResultAsync<ShownProjectSummary, PersonalisationChangeError>;
  /** A copy named after the original, as a new project. */
  duplicateProject(
    projectId: string,
    idempotencyKey: string,
  ): ResultAsync<ShownProjectSummary, PersonalisationChangeError>;
  deleteProject(projectId: string): ResultAsync<void, PersonalisationChangeError>;
}
