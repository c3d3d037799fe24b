import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../domain/catalogue/article.ts';
import { documentFingerprint } from '../../domain/personalisation/document-fingerprint.ts';
import { hasContent, type DesignDocument } from '../../domain/personalisation/design-document.ts';
import type { Quantity } from '../../domain/pricing/quantity.ts';
import { cartLineNotFound, type CartLineNotFound } from '../carts/cart-errors.ts';
import type { CartReadError } from '../carts/cart-view-loader.ts';
import type { CartView } from '../carts/cart-view.ts';
import type { CartLineId, CartOwner } from '../carts/cart.ts';
import { previewSurfaces, renderAndKeepPreview } from './add-personalised-line.use-case.ts';
import { checkedDocument, personalisableArticle, type PersonalisationDeps } from './personalisation-deps.ts';
import type { PersonalisationError } from './personalisation-errors.ts';
import { personalisedCustomisation, personalisedLineOf, type PersonalisedLine } from './personalised-line.ts';

/** A personalised cart line as the editor reopens it: its article, frozen design and quantity. */
export type PersonalisedLineToEdit = {
  readonly lineId: CartLineId;
  readonly articleId: ArticleId;
  readonly document: DesignDocument;
  readonly quantity: Quantity;
};

export type EditPersonalisedLineError = PersonalisationError | CartLineNotFound | CartReadError;

const lineToEdit = (
  deps: PersonalisationDeps,
  owner: CartOwner,
  lineId: CartLineId,
): ResultAsync<PersonalisedLineToEdit & { readonly personalised: PersonalisedLine }, EditPersonalisedLineError> =>
  deps.findLine(owner, lineId).andThen((line) => {
    const personalised = personalisedLineOf(line.customisation);
    // A line without a design has nothing to reopen: as absent as another shopper's line.
    return personalised === null
      ? errAsync(cartLineNotFound(lineId))
      : okAsync({
          lineId,
          articleId: line.articleId as ArticleId,
          document: personalised.document,
          quantity: line.quantity,
          personalised,
        });
  });

/** The owner's personalised cart line, to reopen in the editor; any other line is not found. */
export const openPersonalisedLine =
  (deps: PersonalisationDeps) =>
  (owner: CartOwner, lineId: CartLineId): ResultAsync<PersonalisedLineToEdit, EditPersonalisedLineError> =>
    lineToEdit(deps, owner, lineId).map(({ articleId, document, quantity }) => ({
      lineId,
      articleId,
      document,
      quantity,
    }));

/**
 * Puts a re-edited design on its cart line: checked and drawn as when it was added, the same line keeps its quantity
 * and project and takes the new document, preview and price; no second line is ever added.
 */
export const changePersonalisedLine =
  (deps: PersonalisationDeps) =>
  (owner: CartOwner, lineId: CartLineId, document: DesignDocument): ResultAsync<CartView, EditPersonalisedLineError> =>
    lineToEdit(deps, owner, lineId).andThen((line) => {
      if (document.articleId !== line.articleId)
        return errAsync({ type: 'DesignDocumentInvalid' as const, problems: [{ type: 'WrongArticle' as const }] });
      if (!hasContent(document)) return errAsync({ type: 'NothingToPrint' as const });
      return personalisableArticle(deps)(document.articleId).andThen(({ article }) =>
        checkedDocument(deps)(owner, document, article)
          .andThen((images) =>
            renderAndKeepPreview(
              deps,
              documentFingerprint(document),
              previewSurfaces(document, article.surfaces, images),
            ),
          )
          .andThen((previewId) =>
            deps.replaceCustomisation(
              owner,
              lineId,
              personalisedCustomisation({ document, previewId, projectId: line.personalised.projectId }),
            ),
          ),
      );
    });
