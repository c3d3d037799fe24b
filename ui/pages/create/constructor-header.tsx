import { useRef } from 'react';
import type { Article } from '../../../core/domain/catalogue/article.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { StorePrice } from '../../components/price/store-price.tsx';
import { hasContent, personalisedUnitPrice, type DesignDocument } from '../../../core/domain/personalisation/index.ts';
import type { SaveState } from './use-autosave.ts';
import { useAddDesignToCart } from './use-add-design-to-cart.ts';

type HeaderProps = {
  readonly article: Article;
  readonly prices: PriceStyle;
  /** Null while the editor opens: there is nothing to save yet. */
  readonly saveState: SaveState | null;
  readonly design: DesignDocument;
  /** A photo would print below the article's minimum resolution: the shopper confirms before buying. */
  readonly needsConfirmation: boolean;
  readonly disabled: boolean;
  readonly projectId: string | null;
  /** The cart line being changed: the button updates it instead of adding a line. */
  readonly lineId: string | null;
};

/** The constructor's own bar: back to the shop, what is being made, whether it is saved, its price, and buying it. */
export const ConstructorHeader = ({
  article,
  prices,
  saveState,
  design,
  needsConfirmation,
  disabled,
  projectId,
  lineId,
}: HeaderProps) => {
  const { t } = useTexts('create');
  const dialog = useRef<HTMLDialogElement>(null);
  const { status, add } = useAddDesignToCart(design, projectId, lineId);
  const empty = !hasContent(design);
  // Editing a cart line, the same controls say "update" instead of "add".
  const words =
    lineId === null
      ? {
          act: 'cart.add',
          acting: 'cart.adding',
          done: 'cart.added',
          failed: 'cart.failed',
          confirmBody: 'confirm.body',
          confirmAct: 'confirm.add',
        }
      : {
          act: 'cart.update',
          acting: 'cart.updating',
          done: 'cart.updated',
          failed: 'cart.updateFailed',
          confirmBody: 'confirm.updateBody',
          confirmAct: 'confirm.update',
        };
  return (
    <header className="constructor-header">
      <ShopLink to="/" className="constructor-back">
        {t('back')}
      </ShopLink>
      <h1>{t('title', { article: article.name })}</h1>
      <p className="constructor-save" role="status">
        {saveState && t(`save.${saveState}`)}
      </p>
      <p className="constructor-price">
        <StorePrice price={{ ...article, price: personalisedUnitPrice(article.price, design) }} style={prices} />
      </p>
      <button
        type="button"
        className="button"
        disabled={disabled || empty || status === 'adding'}
        onClick={() => (needsConfirmation ? dialog.current?.showModal() : add())}
      >
        {status === 'adding' ? t(words.acting) : t(words.act)}
      </button>
      <div className="constructor-cart-status" aria-live="polite">
        {status === 'added' && (
          <p>
            {t(words.done, { article: article.name })} <ShopLink to="/cart">{t('cart.view')}</ShopLink>
          </p>
        )}
        {status === 'failed' && <p role="alert">{t(words.failed)}</p>}
      </div>
      <dialog ref={dialog} className="constructor-dialog" aria-labelledby="constructor-confirm-title">
        <h2 id="constructor-confirm-title">{t('confirm.title')}</h2>
        <p>{t(words.confirmBody)}</p>
        <form method="dialog" className="constructor-dialog-actions">
          <button type="submit" className="button-secondary" value="cancel">
            {t('confirm.cancel')}
          </button>
          <button type="submit" className="button" value="add" onClick={() => add()}>
            {t(words.confirmAct)}
          </button>
        </form>
      </dialog>
    </header>
  );
};
