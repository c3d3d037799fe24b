import { useTexts } from '../../app/use-texts.ts';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import type { ShownCart } from '../../../core/storefront/carts/shown-cart.ts';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';

/** The totals exactly as the core computed them on the server; `loading`: new ones are on their way. */
export const CartTotals = ({
  cart,
  prices,
  loading = false,
}: {
  cart: ShownCart;
  prices: PriceStyle;
  loading?: boolean;
}) => {
  const { t } = useTexts('cart');
  const money = (value: ShownCart['total']) => (loading ? <Skeleton shape="value" /> : formatMoney(value, prices));
  const quote = cart.shippingQuote;
  // Until a shipment is chosen the totals count no shipping: say what it costs from, never a 0 that is not free.
  const shipping =
    quote.type === 'Chosen'
      ? money(cart.shipping)
      : quote.type === 'From'
        ? t('totals.shippingFrom', { price: formatMoney(quote.price, prices) })
        : t('totals.shippingAtCheckout');
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t('totals.title')}</h2>
      <dl>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{money(cart.subtotal)}</dd>
        <dt>{t('totals.shipping')}</dt>
        <dd>{shipping}</dd>
        {cart.discount.amount > 0 && (
          <>
            <dt>{t('totals.discount')}</dt>
            <dd>−{money(cart.discount)}</dd>
          </>
        )}
        {cart.shippingDiscount.amount > 0 && (
          <>
            <dt>{t('totals.shippingDiscount')}</dt>
            <dd>−{money(cart.shippingDiscount)}</dd>
          </>
        )}
        <dt>{quote.type === 'Chosen' ? t('totals.total') : t('totals.totalBeforeShipping')}</dt>
        <dd className="cart-total">{money(cart.total)}</dd>
      </dl>
    </section>
  );
};
