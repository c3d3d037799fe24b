import { useTexts } from '../../app/use-texts.ts';
import type { TrackingDetailPage as TrackingDetailData } from '../../../core/storefront/orders/order-pages.use-cases.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import type { TrackingState } from '../../../core/domain/shipments/tracking-state.ts';
import { Icon } from '../../components/icon/icon.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { OrderAddress, OrderLines } from '../../components/order/order-contents.tsx';
import { PickupPointAddress } from '../../components/pickup-point/pickup-point-address.tsx';
import { TrackingForm } from './tracking-form.tsx';

/** Each shipment state's picture on the timeline. */
const STATE_ICONS: { readonly [S in TrackingState]: string } = {
  PROCESSING: 'mdi:package-variant-closed',
  ON_ROUTE: 'mdi:truck-outline',
  ON_DELIVERY: 'mdi:truck-fast-outline',
  DELIVERED: 'mdi:package-variant-closed-check',
  INCIDENCE: 'mdi:alert-circle-outline',
  PENDING_TO_PICK: 'mdi:storefront-outline',
  PICKED: 'mdi:check-circle-outline',
};

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
          <p>{t('trackingNumber', { number: tracking.shipment.trackingNumber })}</p>
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
            <ol className="tracking-timeline">
              {tracking.shipment.timeline.map((step) => (
                <li
                  key={step.state}
                  className={`timeline-${step.progress}`}
                  aria-current={step.progress === 'current' ? 'step' : undefined}
                >
                  <span className="timeline-icon">
                    <Icon name={STATE_ICONS[step.state]} size={20} />
                  </span>
                  <span className="timeline-text">
                    <span className="timeline-state">{t(`states.${step.state}`)}</span>{' '}
                    <span className="timeline-progress">({t(`progress.${step.progress}`)})</span>
                    {step.at !== null && (
                      <time dateTime={new Date(step.at).toISOString()} className="timeline-date">
                        {date(step.at)}
                      </time>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          </section>
          {order !== null && <OrderLines summary={order.summary} prices={order.prices} ns="tracking-detail" />}
        </div>
        {order !== null ? (
          <div className="order-side">
            <OrderAddress summary={order.summary} ns="tracking-detail" />
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
