import { PersonalisedPreview } from '../../components/picture/personalised-preview.tsx';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import type { ShownCart } from '../../../core/storefront/carts/shown-cart.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';

/** What is being ordered, with the totals the core computed: beside the steps, below them on phones. */
type Props = {
  readonly cart: ShownCart;
  readonly prices: PriceStyle;
  /** Until a shipment is chosen the cart's shipping is not yet the order's: it says so instead of a price. */
  readonly shipmentChosen: boolean;
};

export const CheckoutSummary = ({ cart, prices, shipmentChosen }: Props) => {
  const { t } = useTexts('checkout');
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('summary.title')}</h2>
      <ul className="checkout-summary-lines">
        {cart.lines.map((line) => {
          const article = line.articleName ?? t('summary.unknownArticle');
          return (
            <li key={line.id}>
              {line.urlPreview !== null && (
                <span className="checkout-summary-preview">
                  <PersonalisedPreview
                    url={line.urlPreview}
                    alt={t('summary.personalisedPreview', { article })}
                    size={48}
                  />
                </span>
              )}
              <span className="checkout-summary-name">
                {line.designName ? t('summary.lineName', { article, design: line.designName }) : article}
              </span>{' '}
              <span className="checkout-summary-quantity">{t('summary.quantity', { count: line.quantity })}</span>{' '}
              {line.lineTotal && <span className="checkout-summary-amount">{formatMoney(line.lineTotal, prices)}</span>}
            </li>
          );
        })}
      </ul>
      <dl className="checkout-summary-totals">
        <dt>{t('summary.subtotal')}</dt>
        <dd>{formatMoney(cart.subtotal, prices)}</dd>
        <dt>{t('summary.shipping')}</dt>
        <dd>
          {shipmentChosen
            ? formatMoney(cart.shipping, prices)
            : cart.shippingQuote.type === 'From'
              ? t('summary.shippingFrom', { price: formatMoney(cart.shippingQuote.price, prices) })
              : t('summary.shippingLater')}
        </dd>
        {cart.discount.amount > 0 && (
          <>
            <dt>{t('summary.discount')}</dt>
            <dd>−{formatMoney(cart.discount, prices)}</dd>
          </>
        )}
        {cart.shippingDiscount.amount > 0 && (
          <>
            <dt>{t('summary.shippingDiscount')}</dt>
            <dd>−{formatMoney(cart.shippingDiscount, prices)}</dd>
          </>
        )}
        <dt className="checkout-summary-total">
          {cart.shippingQuote.type === 'Chosen' ? t('summary.total') : t('summary.totalBeforeShipping')}
        </dt>
        <dd className="checkout-summary-total">{formatMoney(cart.total, prices)}</dd>
      </dl>
      <ShopLink to="/cart" className="checkout-summary-edit">
        {t('summary.editCart')}
      </ShopLink>
    </section>
  );
};
