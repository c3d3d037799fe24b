import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../domain/catalogue/article.ts';
import type { DesignDocument } from '../../domain/personalisation/design-document.ts';
import { uploadsOf } from '../../domain/personalisation/design-document.ts';
import { validateDesignDocument, type DesignProblem } from '../../domain/personalisation/design-validation.ts';
import { PERSONALISATION_LIMITS } from '../../domain/personalisation/limits.ts';
import type { PersonalisableArticle } from '../../domain/personalisation/print-surface.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { Store } from '../../domain/site/stores.ts';
import type { CartCatalogue } from '../carts/cart-catalogue.port.ts';
import type { ArticleOffer, CartOwner } from '../carts/cart.ts';
import type { ShopCarts } from '../carts/shop-carts.ts';
import type { BlobStore } from '../media/blob-store.port.ts';
import type { DesignRenderer } from './design-renderer.port.ts';
import type { PersonalisationError } from './personalisation-errors.ts';
import type { PrintSurfaceCatalogue, ProjectRepository } from './project-repository.port.ts';
import type { VisitorImage, VisitorUploads } from './visitor-uploads.port.ts';

export type PersonalisationDeps = {
  readonly projects: ProjectRepository;
  readonly surfaces: PrintSurfaceCatalogue;
  readonly catalogue: CartCatalogue;
  readonly uploads: VisitorUploads;
  readonly renderer: DesignRenderer;
  readonly blobs: BlobStore;
  readonly store: Store;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly addLine: ShopCarts['addLine'];
  readonly findLine: ShopCarts['findLine'];
  readonly replaceCustomisation: ShopCarts['replaceCustomisation'];
};

/** An article the store sells and that has print surfaces, with its offer in the store. */
export type OfferedArticle = { readonly offer: ArticleOffer; readonly article: PersonalisableArticle };

export const personalisableArticle =
  (deps: PersonalisationDeps) =>
  (articleId: ArticleId): ResultAsync<OfferedArticle, PersonalisationError> =>
    deps.catalogue
      .articles(deps.store, [articleId])
      .andThen((offers) => {
        const offer = offers.find((each) => each.articleId === articleId);
        return deps.surfaces.surfacesOf(articleId).map((surfaces) => ({ offer, surfaces }));
      })
      .andThen(({ offer, surfaces }) =>
        offer === undefined || surfaces.length === 0
          ? errAsync({ type: 'ArticleNotPersonalisable' as const, articleId })
          : okAsync({ offer, article: { articleId, surfaces } }),
      );

/** Photo layers claiming other pixels than their upload has: the print quality must be the real one. */
const misstatedPhotos = (document: DesignDocument, images: readonly VisitorImage[]): readonly DesignProblem[] =>
  document.surfaces.flatMap((surface) =>
    surface.layers.flatMap((layer) => {
      if (layer.kind !== 'photo') return [];
      const image = images.find((each) => each.id === layer.uploadId);
      return image?.width === layer.imageWidth && image.height === layer.imageHeight
        ? []
        : [{ type: 'InvalidPhoto' as const, layerId: layer.id }];
    }),
  );

/** Characters of the document as stored: the bound on what one project or cart line may take. */
const documentSize = (document: DesignDocument): number => JSON.stringify(document).length;

/**
 * A document the shop will keep: within the limits, valid for its article, drawing only the owner's uploads
 * (a photo layer's pixels are the upload's, not what the client claims). Answers the images it draws.
 */
export const checkedDocument =
  (deps: PersonalisationDeps) =>
  (
    owner: CartOwner,
    document: DesignDocument,
    article: PersonalisableArticle,
  ): ResultAsync<readonly VisitorImage[], PersonalisationError> => {
    const max = PERSONALISATION_LIMITS.maxDocumentBytes;
    if (documentSize(document) > max) return errAsync({ type: 'DocumentTooLarge', maxBytes: max });
    const valid = validateDesignDocument(document, article);
    if (valid.isErr()) return errAsync(valid.error);
    const wanted = uploadsOf(document);
    return deps.uploads.usable(owner, wanted).andThen((images) => {
      const foreign = wanted.find((id) => !images.some((image) => image.id === id));
      if (foreign !== undefined) return errAsync({ type: 'ForeignUpload' as const, uploadId: foreign });
      const misstated = misstatedPhotos(document, images);
      return misstated.length === 0
        ? okAsync(images)
        : errAsync({ type: 'DesignDocumentInvalid' as const, problems: misstated });
    });
  };
