import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { documentFingerprint } from '../../domain/personalisation/document-fingerprint.ts';
import { hasContent, type DesignDocument } from '../../domain/personalisation/design-document.ts';
import type { PrintSurface } from '../../domain/personalisation/print-surface.ts';
import type { AddLineError } from '../carts/add-line-to-cart.use-case.ts';
import type { CartView } from '../carts/cart-view.ts';
import type { CartOwner } from '../carts/cart.ts';
import type { DesignRenderer, SurfaceToRender } from './design-renderer.port.ts';
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

/** Where a cart line's preview is kept, in each format: its main surface's, or the surface named. */
export const previewBlobKey = (
  previewId: string,
  format: 'avif' | 'webp' | 'jpg',
  surfaceId: string | null = null,
): string => `previews/${previewId}/${surfaceId === null ? '' : `${surfaceId}/`}${PREVIEW_WIDTH}.${format}`;

/**
 * The surfaces a preview shows: every one carrying something, the first being the main one (an empty document
 * shows its first surface); undefined when the article lacks one of them.
 */
export const previewSurfaces = (
  document: DesignDocument,
  surfaces: readonly PrintSurface[],
  images: readonly VisitorImage[],
): readonly SurfaceToRender[] | undefined => {
  const decorated = document.surfaces.filter((each) => each.layers.length > 0);
  const shown = decorated.length > 0 ? decorated : document.surfaces.slice(0, 1);
  const targets = shown.flatMap((design) => {
    const surface = surfaces.find((each) => each.id === design.surfaceId);
    return surface === undefined ? [] : [{ design, surface, images }];
  });
  return targets.length === 0 || targets.length < shown.length ? undefined : targets;
};

/** Draws one surface's preview and keeps its three formats, the jpg last: its presence means all are kept. */
const renderAndKeep = (
  deps: { readonly renderer: DesignRenderer; readonly blobs: PersonalisationDeps['blobs'] },
  previewId: string,
  target: SurfaceToRender,
  surfaceId: string | null,
) =>
  deps.renderer.preview(target, PREVIEW_WIDTH).andThen((rendered) =>
    deps.blobs
      .put(previewBlobKey(previewId, 'avif', surfaceId), rendered.avif)
      .andThen(() => deps.blobs.put(previewBlobKey(previewId, 'webp', surfaceId), rendered.webp))
      .andThen(() => deps.blobs.put(previewBlobKey(previewId, 'jpg', surfaceId), rendered.jpg)),
  );

/**
 * Draws every surface's preview and keeps them, the main one last (its jpg means all are kept); answers its id.
 * A design whose surface the article no longer has is nothing to print.
 */
export const renderAndKeepPreview = (
  deps: { readonly renderer: DesignRenderer; readonly blobs: PersonalisationDeps['blobs'] },
  previewId: string,
  toRender: readonly SurfaceToRender[] | undefined,
): ResultAsync<string, PersonalisationError> => {
  if (toRender === undefined) return errAsync({ type: 'NothingToPrint' });
  const [main, ...others] = toRender as [SurfaceToRender, ...SurfaceToRender[]];
  return deps.blobs.get(previewBlobKey(previewId, 'jpg')).andThen((kept) =>
    kept !== null
      ? okAsync(previewId)
      : others
          .reduce<ResultAsync<void, PersonalisationError>>(
            (previous, target) =>
              previous.andThen(() => renderAndKeep(deps, previewId, target, target.design.surfaceId)),
            okAsync(undefined),
          )
          .andThen(() => renderAndKeep(deps, previewId, main, null))
          .map(() => previewId),
  );
};

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
            previewSurfaces(input.document, article.surfaces, images),
          ),
        )
        .andThen((previewId) =>
          deps.addLine(owner, {
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
