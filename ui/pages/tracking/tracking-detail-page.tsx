import { useTexts } from '../../app/use-texts.ts';
import type { TrackingDetailPageData as TrackingDetailData } from '../../../core/storefront/orders/order-pages.use-cases.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { InvoiceDownload } from '../../components/order/invoice-download.tsx';
import { CarrierTrackingLink } from '../../components/order/carrier-tracking-link.tsx';
import { OrderAddress, OrderLines, ShipmentTimeline } from '../../components/order/order-contents.tsx';
import { PickupPointAddress } from '../../components/pickup-point/pickup-point-address.tsx';
import { TrackingForm } from './tracking-form.tsx';

const actionPath = (data: TrackingDetailData, actionId: string) =>
  `/tracking/${encodeURIComponent(data.query.publicId)}/user_required_actions/${encodeURIComponent(actionId)}?${new URLSearchParams(
    { shipment_postal_code: data.query.postalCode, shipment_country: data.query.country },
  ).toString()}`;

/** The order's status and its shipment's timeline; its lines and address too for the visitor who placed it. */
export const TrackingDetailPage = ({ data }: { data: TrackingDetailData }) => {
  const { t, i18n } = useTexts('tracking-detail');
  const hydrated = useHydrated();
  const { tracking } = data;
  if (tracking === null) {
    return (
      <div className="tracking-page">
        <h1>{t('notFound.title')}</h1>
        <p role="alert">{t('notFound.message')}</p>
        <TrackingForm ns="tracking-detail" countries={data.countries} initial={data.query} />
      </div>
    );
  }
  // The visitor's time zone is only known in the browser: the server and the hydration render the UTC date.
  const date = (at: number) =>
    !hydrated
      ? new Date(at).toISOString().slice(0, 10)
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const pending = tracking.userRequiredActions.filter((action) => action.status === 'PENDING');
  const { order } = data;
  return (
    <div className="tracking-page order-page">
      <header className="order-hero">
        <h1>{t('title', { number: tracking.publicId })}</h1>
        <p className="order-status">
          {t('status', { status: t(`statuses.${tracking.statusName}`, { defaultValue: tracking.statusName }) })}
        </p>
        {tracking.shipment.trackingNumber !== null && (
          <CarrierTrackingLink
            carrier={tracking.shipment.carrier}
            trackingNumber={tracking.shipment.trackingNumber}
            label={t('trackingWith')}
          />
        )}
      </header>
      <div
        className={
          order === null && tracking.pickupPoint === null ? 'order-layout order-layout-single' : 'order-layout'
        }
      >
        <div className="order-main">
          {pending.length > 0 && (
            <section aria-labelledby="actions-title" className="order-card order-actions">
              <h2 id="actions-title">{t('actions.title')}</h2>
              <ul>
                {pending.map((action) => (
                  <li key={action.publicId}>
                    <a href={actionPath(data, action.publicId)}>{t(`actions.${action.type}`)}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {tracking.statusName === 'DELIVERED' && (
            <section aria-labelledby="review-title" className="order-card order-review">
              <h2 id="review-title">{t('review.title')}</h2>
              <p>{t('review.lead')}</p>
              <ShopLink to={`/reviews?${new URLSearchParams({ order: tracking.publicId }).toString()}`}>
                {t('review.link')}
              </ShopLink>
            </section>
          )}
          <section aria-labelledby="timeline-title" className="order-card">
            <h2 id="timeline-title">{t('timeline')}</h2>
            <ShipmentTimeline timeline={tracking.shipment.timeline} ns="tracking-detail" dateOf={date} />
          </section>
          {order !== null && <OrderLines summary={order.summary} prices={order.prices} ns="tracking-detail" />}
        </div>
        {order !== null ? (
          <div className="order-side">
            <OrderAddress summary={order.summary} ns="tracking-detail" />
            <InvoiceDownload url={order.summary.invoiceUrl} label={t('invoice')} />
          </div>
        ) : (
          tracking.pickupPoint !== null && (
            <div className="order-side">
              <section aria-labelledby="pickup-point-title" className="order-card order-address">
                <h2 id="pickup-point-title">{t('pickupPoint')}</h2>
                <PickupPointAddress point={tracking.pickupPoint} languageTag={i18n.language} />
              </section>
            </div>
          )
        )}
      </div>
    </div>
  );
};
