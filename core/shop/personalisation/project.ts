import type { ArticleId } from '../../domain/catalogue/article.ts';
import type { Sort } from '../../domain/catalogue/sort.ts';
import type { DesignDocument } from '../../domain/personalisation/design-document.ts';
import type { PrintSurface } from '../../domain/personalisation/print-surface.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { CartOwner } from '../carts/cart.ts';

/** A shopper's personalised design of one article (the spec's project): autosaved as they edit. */
export type ProjectId = string & { readonly __brand: 'ProjectId' };

export const PROJECT_NAME_MAX_LENGTH = 80;

/** A visitor keeps at most this many projects; the oldest untouched guest work is pruned first. */
export const MAX_PROJECTS_PER_OWNER = 200;

export type Project = {
  readonly id: ProjectId;
  /** The session that started it, and the customer once signed in (the customer wins, as for carts). */
  readonly owner: CartOwner;
  readonly articleId: ArticleId;
  readonly name: string;
  readonly document: DesignDocument;
  /** Grows by one with every saved change: names the preview of this state. */
  readonly revision: number;
  /** Times it was added to a cart. */
  readonly popularity: number;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly updatedAt: number;
};

/** An article as the editor needs it: its name, its price in the store and its print surfaces. */
export type EditorArticle = {
  readonly articleId: ArticleId;
  readonly name: string;
  readonly unitPrice: Money;
  readonly surfaces: readonly PrintSurface[];
};

/** The project sorts of spec section 3. */
export type ProjectSort = Sort;

/** Where a project's current preview is served: named by its revision so a cached one is never stale. */
export const projectPreviewUrl = (project: Pick<Project, 'id' | 'revision'>): string =>
  `/images/projects/${project.id}-${project.revision}-${PREVIEW_WIDTH}.jpg`;

/** Previews are drawn this many pixels on their longer side: sharp on a phone, small to send. */
export const PREVIEW_WIDTH = 640;

/** A cart line's preview, rendered once when it was added: its main surface's, or the surface named. */
export const cartPreviewUrl = (
  previewId: string,
  format: 'avif' | 'webp' | 'jpg' = 'jpg',
  surfaceId: string | null = null,
): string => `/images/previews/${previewId}${surfaceId === null ? '' : `-${surfaceId}`}-${PREVIEW_WIDTH}.${format}`;

/** Every decorated surface's preview of a line (jpg), the main one first under the line's own preview URL. */
export const surfacePreviewUrls = (
  document: DesignDocument,
  previewId: string,
): readonly { readonly surfaceId: string; readonly url: string }[] =>
  document.surfaces
    .filter((design) => design.layers.length > 0)
    .map((design, index) => ({
      surfaceId: design.surfaceId,
      url: cartPreviewUrl(previewId, 'jpg', index === 0 ? null : design.surfaceId),
    }));

/** A name for a new project: the article's name (the shopper renames it in their account). */
export const defaultProjectName = (articleName: string): string => articleName.slice(0, PROJECT_NAME_MAX_LENGTH);
