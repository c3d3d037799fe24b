import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { storeFor } from '../../../core/domain/site/stores.ts';
import { priceStyleOf } from '../../../core/storefront/catalogue/price-style.ts';
import { pictureKey, type CartPageData } from '../../../core/storefront/carts/load-cart-page.use-case.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { ErrorBlock } from '../../components/error-block/error-block.tsx';
import { CartLineItem } from './cart-line-item.tsx';
import { CartLinesSkeleton } from './cart-lines-skeleton.tsx';
import { CartTotals } from './cart-totals.tsx';
import { PromotionForm } from './promotion-form.tsx';
import { useCart } from './use-cart.ts';

export const CartPage = ({ data }: { data: CartPageData }) => {
  const { t } = useTexts('cart');
  const hydrated = useHydrated();
  const { cart, pictures, pending, refreshing, problem, changeQuantity, removeLine, applyPromotion, removePromotion } =
    useCart(data);
  const prices = priceStyleOf(storeFor(cart.store), cart.pricesWithDecimals);
  const disabled = !hydrated || pending;
  if (cart.lines.length === 0) {
    return (
      <div className="cart-page" aria-busy={refreshing}>
        <h1>{t('title')}</h1>
        {refreshing ? <CartLinesSkeleton /> : <ErrorBlock mode="CART" />}
      </div>
    );
  }
  return (
    <div className="cart-page" aria-busy={pending || refreshing}>
      <h1>{t('title')}</h1>
      {problem?.at === 'cart' && (
        <p className="field-error" role="alert">
          {t('updateFailed')}
        </p>
      )}
      <div className="cart-layout">
        <ul className="cart-lines" aria-label={t('linesLabel', { count: cart.itemCount })}>
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              picture={pictures[pictureKey(line)]}
              prices={prices}
              disabled={disabled}
              serverProblem={problem?.at === 'line' && problem.lineId === line.id ? problem.problem : null}
              onQuantity={(quantity) => changeQuantity(line.id, quantity)}
              onRemove={() => removeLine(line.id)}
            />
          ))}
        </ul>
        {/* The order summary: beside the lines on wide screens, below them on phones. */}
        <div className="cart-summary">
          <CartTotals cart={cart} prices={prices} loading={pending || refreshing} />
          <PromotionForm
            promotion={cart.promotion}
            disabled={disabled}
            problem={problem?.at === 'promotion' ? problem.problem : null}
            onApply={applyPromotion}
            onRemove={removePromotion}
          />
          <ShopLink className="button cart-checkout" to="/checkout">
            {t('checkout')}
          </ShopLink>
          <ShopLink className="cart-continue" to="/">
            {t('continueShopping')}
          </ShopLink>
        </div>
      </div>
    </div>
  );
};
