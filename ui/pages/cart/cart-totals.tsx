import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import type { ShownCart } from '../../../core/storefront/carts/shown-cart.ts';

/** The totals exactly as the core computed them on the server. */
export const CartTotals = ({ cart, prices }: { cart: ShownCart; prices: PriceStyle }) => {
  const { t } = useTranslation('cart');
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t('totals.title')}</h2>
      <dl>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{formatMoney(cart.subtotal, prices)}</dd>
        <dt>{t('totals.shipping')}</dt>
        <dd>{formatMoney(cart.shipping, prices)}</dd>
        {cart.discount.amount > 0 && (
          <>
            <dt>{t('totals.discount')}</dt>
            <dd>−{formatMoney(cart.discount, prices)}</dd>
          </>
        )}
        {cart.shippingDiscount.amount > 0 && (
          <>
            <dt>{t('totals.shippingDiscount')}</dt>
            <dd>−{formatMoney(cart.shippingDiscount, prices)}</dd>
          </>
        )}
        <dt>{t('totals.total')}</dt>
        <dd className="cart-total">{formatMoney(cart.total, prices)}</dd>
      </dl>
    </section>
  );
};
