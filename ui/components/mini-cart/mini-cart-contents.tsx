import { useTexts } from '../../app/use-texts.ts';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import { priceStyleOf } from '../../../core/storefront/catalogue/price-style.ts';
import { pictureKey } from '../../../core/storefront/carts/load-cart-page.use-case.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';
import { ShopLink } from '../navigation/shop-link.tsx';
import { CataloguePicture } from '../picture/catalogue-picture.tsx';
import { PersonalisedPreview } from '../picture/personalised-preview.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import type { MiniCartState } from './mini-cart-drawer.tsx';

/** The drawer's body: the lines with picture, quantity and price, the subtotal, and the ways on. */
export const MiniCartContents = ({ state, onLeave }: { state: MiniCartState; onLeave: () => void }) => {
  const { t } = useTexts();
  if (state === 'loading') {
    return (
      <div className="mini-cart-body" aria-busy="true">
        <Skeleton shape="line" />
        <Skeleton shape="line" />
        <Skeleton shape="short-line" />
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div className="mini-cart-body">
        <p role="alert">{t('miniCart.failed')}</p>
        <ShopLink to="/cart" className="button" onClick={onLeave}>
          {t('miniCart.viewCart')}
        </ShopLink>
      </div>
    );
  }
  const { cart, pictures } = state;
  if (cart.lines.length === 0) {
    return (
      <div className="mini-cart-body mini-cart-empty">
        <p>{t('miniCart.empty')}</p>
        <ShopLink to="/offers" className="button" onClick={onLeave}>
          {t('miniCart.browse')}
        </ShopLink>
      </div>
    );
  }
  const prices = priceStyleOf(storeFor(cart.store), cart.pricesWithDecimals);
  return (
    <>
      <ul className="mini-cart-lines">
        {cart.lines.map((line) => {
          const picture = pictures[pictureKey(line)];
          return (
            <li key={line.id} className="mini-cart-line">
              <span className="mini-cart-picture">
                {line.urlPreview !== null ? (
                  <PersonalisedPreview url={line.urlPreview} alt="" size={72} />
                ) : (
                  picture && <CataloguePicture picture={picture} sizes="72px" />
                )}
              </span>
              <span className="mini-cart-line-text">
                <span className="mini-cart-line-name">{line.designName ?? line.articleName}</span>
                {line.designName !== null && line.articleName !== null && (
                  <span className="mini-cart-line-article">{line.articleName}</span>
                )}
                <span className="mini-cart-line-quantity">{t('miniCart.quantity', { count: line.quantity })}</span>
              </span>
              <span className="mini-cart-line-total">
                {line.lineTotal === null ? t('miniCart.unavailable') : formatMoney(line.lineTotal, prices)}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mini-cart-footer">
        <p className="mini-cart-subtotal">
          <span>{t('miniCart.subtotal')}</span>
          <strong>{formatMoney(cart.subtotal, prices)}</strong>
        </p>
        <ShopLink to="/checkout" className="button button-primary" onClick={onLeave}>
          {t('miniCart.checkout')}
        </ShopLink>
        <ShopLink to="/cart" className="button button-secondary" onClick={onLeave}>
          {t('miniCart.viewCart')}
        </ShopLink>
      </div>
    </>
  );
};
