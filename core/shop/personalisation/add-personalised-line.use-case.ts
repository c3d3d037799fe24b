import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { documentFingerprint } from '../../domain/personalisation/document-fingerprint.ts';
import { hasContent, type DesignDocument } from '../../domain/personalisation/design-document.ts';
import type { PrintSurface } from '../../domain/personalisation/print-surface.ts';
import type { AddLineError } from '../carts/add-line-to-cart.use-case.ts';
import type { CartView } from '../carts/cart-view.ts';
import type { CartOwner } from '../carts/cart.ts';
import type { DesignRenderer } from './design-renderer.port.ts';
import { checkedDocument, personalisableArticle, type PersonalisationDeps } from './personalisation-deps.ts';
import type { PersonalisationError } from './personalisation-errors.ts';
import { personalisedCustomisation } from './personalised-line.ts';
import { PREVIEW_WIDTH, type ProjectId } from './project.ts';
import type { VisitorImage } from './visitor-uploads.port.ts';

export type PersonalisedLineInput = {
  readonly document: DesignDocument;
  readonly projectId: ProjectId | null;
  readonly quantity: number;
};

/** Where a cart line's preview is kept, in each format. */
export const previewBlobKey = (previewId: string, format: 'avif' | 'webp' | 'jpg'): string =>
  `previews/${previewId}/${PREVIEW_WIDTH}.${format}`;

/** The surface a preview shows: the first one carrying something (a document with content has one). */
export const previewSurface = (
  document: DesignDocument,
  surfaces: readonly PrintSurface[],
  images: readonly VisitorImage[],
) => {
  const design = document.surfaces.find((each) => each.layers.length > 0) ?? document.surfaces[0];
  const surface = surfaces.find((each) => each.id === design?.surfaceId);
  return design === undefined || surface === undefined ? undefined : { design, surface, images };
};

/**
 * Draws the preview and keeps its three formats (the jpg last: its presence means all are kept); answers its id.
 * A design whose surface the article no longer has is nothing to print.
 */
export const renderAndKeepPreview = (
  deps: { readonly renderer: DesignRenderer; readonly blobs: PersonalisationDeps['blobs'] },
  previewId: string,
  toRender: ReturnType<typeof previewSurface>,
): ResultAsync<string, PersonalisationError> =>
  toRender === undefined
    ? errAsync({ type: 'NothingToPrint' })
    : deps.blobs.get(previewBlobKey(previewId, 'jpg')).andThen((kept) =>
        kept !== null
          ? okAsync(previewId)
          : deps.renderer
              .preview(toRender, PREVIEW_WIDTH)
              .andThen((rendered) =>
                deps.blobs
                  .put(previewBlobKey(previewId, 'avif'), rendered.avif)
                  .andThen(() => deps.blobs.put(previewBlobKey(previewId, 'webp'), rendered.webp))
                  .andThen(() => deps.blobs.put(previewBlobKey(previewId, 'jpg'), rendered.jpg)),
              )
              .map(() => previewId),
      );

/** Cart errors pass through as they are: the routes map them with the cart's own mapping. */
export type AddPersonalisedLineError = PersonalisationError | AddLineError;

/**
 * Adds a personalised article to the cart: the document checked as for saving, its preview drawn by the shop
 * (never taken from the client), then the line added with the document frozen in it, priced by the core.
 */
export const addPersonalisedLine =
  (deps: PersonalisationDeps) =>
  (owner: CartOwner, input: PersonalisedLineInput): ResultAsync<CartView, AddPersonalisedLineError> => {
    if (!hasContent(input.document)) return errAsync({ type: 'NothingToPrint' });
    return personalisableArticle(deps)(input.document.articleId).andThen(({ article }) =>
      checkedDocument(deps)(owner, input.document, article)
        .andThen((images) =>
          renderAndKeepPreview(
            deps,
            documentFingerprint(input.document),
            previewSurface(input.document, article.surfaces, images),
          ),
        )
        .andThen((previewId) =>
          deps.addLineToCart(owner, {
            articleId: input.document.articleId,
            designId: null,
            customisation: personalisedCustomisation({
              document: input.document,
              previewId,
              projectId: input.projectId,
            }),
            quantity: input.quantity,
          }),
        )
        .andThen((cart) =>
          input.projectId === null
            ? okAsync(cart)
            : deps.projects.countAddedToCart(owner, input.projectId).map(() => cart),
        ),
    );
  };
