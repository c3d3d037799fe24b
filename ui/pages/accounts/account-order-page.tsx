import { CarrierTrackingLink } from '../../components/order/carrier-tracking-link.tsx';
import type { Money } from '../../../core/domain/pricing/money.ts';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import type { AccountOrderPageData as AccountOrderData } from '../../../core/storefront/accounts/account-pages.use-cases.ts';
import { pictureKey } from '../../../core/storefront/carts/load-cart-page.use-case.ts';
import { useTexts } from '../../app/use-texts.ts';
import { formatDay } from '../../components/account/account-formats.ts';
import { OrderStatusBadge } from '../../components/account/order-status-badge.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { OrderAddress, OrderTotals, ShipmentTimeline } from '../../components/order/order-contents.tsx';
import { CataloguePicture } from '../../components/picture/catalogue-picture.tsx';
import { PersonalisedPreview } from '../../components/picture/personalised-preview.tsx';
import { PaymentSection } from '../order-completed/payment-section.tsx';
import { ReorderSection } from './reorder-section.tsx';
import type { DeskOrderPageData as DeskOrderData } from '../../../core/storefront/back-office/load-desk-pages.use-case.ts';
import { DeskOrderPage } from '../back-office/desk-order-page.tsx';

/** One order of the customer: status, lines with pictures, shipment, payment, invoice, reorder and review. */
export const AccountOrderPage = ({ data }: { data: AccountOrderData }) => {
  const { t, i18n } = useTexts('accounts-order');
  const { order, summary, tracking, prices } = data;
  const money = (value: Money) => formatMoney(value, prices);
  return (
    <div className="account-page order-page">
      <p className="account-back">
        <ShopLink to="/accounts/orders">
          <Icon name="mdi:arrow-left" size={18} />
          <span>{t('back')}</span>
        </ShopLink>
      </p>
      <header className="account-hero">
        <h1>{t('title', { number: order.publicId })}</h1>
        <p>
          {t('placed', { date: formatDay(i18n.language, order.createdAt) })} <OrderStatusBadge status={order.status} />
        </p>
      </header>
      <div className="order-layout account-order-layout">
        <div className="order-main">
          <section aria-labelledby="lines-title" className="account-card">
            <h2 id="lines-title">{t('lines')}</h2>
            <ul className="account-order-lines">
              {summary.lines.map((line, index) => {
                const ordered = order.lines[index];
                const picture = ordered === undefined ? undefined : data.pictures[pictureKey(ordered)];
                return (
                  <li key={line.id}>
                    <span className="account-line-picture">
                      {line.urlPreview !== null ? (
                        <PersonalisedPreview
                          url={line.urlPreview}
                          alt={t('personalisedPreview', { name: line.name })}
                          size={72}
                        />
                      ) : picture !== undefined ? (
                        <CataloguePicture picture={picture} sizes="72px" />
                      ) : (
                        <Icon name="mdi:image-outline" size={32} />
                      )}
                    </span>
                    <span className="account-line-name">{t('line', { quantity: line.quantity, name: line.name })}</span>
                    <span className="account-line-amount">{money(line.lineTotal)}</span>
                  </li>
                );
              })}
            </ul>
            <OrderTotals summary={summary} prices={prices} ns="accounts-order" />
          </section>
          {tracking !== null && (
            <section aria-labelledby="timeline-title" className="account-card">
              <h2 id="timeline-title">{t('timeline')}</h2>
              {tracking.shipment.trackingNumber !== null && (
                <CarrierTrackingLink
                  carrier={tracking.shipment.carrier}
                  trackingNumber={tracking.shipment.trackingNumber}
                  label={t('trackingWith')}
                />
              )}
              <ShipmentTimeline
                timeline={tracking.shipment.timeline}
                ns="accounts-order"
                dateOf={(at) => formatDay(i18n.language, at)}
              />
            </section>
          )}
          <PaymentSection publicId={order.publicId} initial={data.payment} ns="accounts-order" retryWhilePending />
        </div>
        <div className="order-side">
          <OrderAddress summary={summary} ns="accounts-order" />
          <section aria-labelledby="documents-title" className="account-card account-documents">
            <h2 id="documents-title">{t('documents.title')}</h2>
            {data.invoiceUrl !== null ? (
              <a className="button button-secondary" href={data.invoiceUrl} download>
                <Icon name="mdi:file-download-outline" size={20} />
                <span>{t('documents.invoice')}</span>
              </a>
            ) : (
              <p className="account-empty">{t('documents.invoiceAfterPayment')}</p>
            )}
            {data.creditNoteUrl !== null && (
              <a className="button button-secondary" href={data.creditNoteUrl} download>
                <Icon name="mdi:file-download-outline" size={20} />
                <span>{t('documents.creditNote')}</span>
              </a>
            )}
            {data.reviewable && (
              <ShopLink className="button button-secondary" to={`/reviews?order=${encodeURIComponent(order.publicId)}`}>
                <Icon name="mdi:star-outline" size={20} />
                <span>{t('documents.review')}</span>
              </ShopLink>
            )}
          </section>
          <ReorderSection order={order} prices={prices} />
        </div>
      </div>
    </div>
  );
};

/** The administrator works on the order at this address; a customer sees their own. */
export const AccountOrderRoute = ({ data }: { data: AccountOrderData | DeskOrderData }) =>
  'view' in data ? <DeskOrderPage data={data} /> : <AccountOrderPage data={data} />;
