import { useTexts } from '../../app/use-texts.ts';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import type { OrderCompletedPage as OrderCompletedData } from '../../../core/storefront/orders/order-pages.use-cases.ts';
import { PickupPointAddress } from '../../components/pickup-point/pickup-point-address.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { PaymentSection } from './payment-section.tsx';

export const OrderCompletedPage = ({ data }: { data: OrderCompletedData }) => {
  const { t } = useTexts('order-completed');
  const { summary, prices } = data;
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, prices);
  const address = summary.shippingAddress;
  return (
    <div className="order-completed">
      <h1>{t('title')}</h1>
      <p>{t('number', { number: summary.publicId })}</p>
      <p>{t('email', { email: summary.email })}</p>
      <PaymentSection publicId={summary.publicId} initial={data.payment} />
      <section aria-labelledby="lines-title">
        <h2 id="lines-title">{t('lines')}</h2>
        <ul className="order-lines">
          {summary.lines.map((line) => (
            <li key={line.id}>
              {t('line', { quantity: line.quantity, name: line.name })} · {money(line.lineTotal)}
            </li>
          ))}
        </ul>
        <dl className="cart-totals">
          <dt>{t('totals.subtotal')}</dt>
          <dd>{money(summary.subtotal)}</dd>
          <dt>{t('totals.shipping')}</dt>
          <dd>{money(summary.shipping)}</dd>
          {summary.discount.amount > 0 && (
            <>
              <dt>{t('totals.discount')}</dt>
              <dd>−{money(summary.discount)}</dd>
            </>
          )}
          <dt>{t('totals.total')}</dt>
          <dd>{money(summary.total)}</dd>
        </dl>
      </section>
      <section aria-labelledby="address-title">
        <h2 id="address-title">{t(summary.pickupPoint === null ? 'address' : 'pickupPoint')}</h2>
        {summary.pickupPoint === null ? (
          <address>
            {address.line1}
            {address.line2 !== null && address.line2 !== '' && `, ${address.line2}`}
            <br />
            {address.postalCode} {address.city} ({address.country})
          </address>
        ) : (
          <PickupPointAddress point={summary.pickupPoint} languageTag={prices.locale} />
        )}
      </section>
      <ShopLink
        className="button"
        to={`/tracking/${encodeURIComponent(summary.publicId)}?shipment_postal_code=${encodeURIComponent(address.postalCode)}&shipment_country=${encodeURIComponent(address.country)}`}
      >
        {t('track')}
      </ShopLink>
    </div>
  );
};
