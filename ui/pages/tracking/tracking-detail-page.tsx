import { useTexts } from '../../app/use-texts.ts';
import type { TrackingDetailPage as TrackingDetailData } from '../../../core/storefront/orders/order-pages.use-cases.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { PickupPointAddress } from '../../components/pickup-point/pickup-point-address.tsx';
import { TrackingForm } from './tracking-form.tsx';

const actionPath = (data: TrackingDetailData, actionId: string) =>
  `/tracking/${encodeURIComponent(data.query.publicId)}/user_required_actions/${encodeURIComponent(actionId)}?${new URLSearchParams(
    { shipment_postal_code: data.query.postalCode, shipment_country: data.query.country },
  ).toString()}`;

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
  return (
    <div className="tracking-page">
      <h1>{t('title', { number: tracking.publicId })}</h1>
      <p>{t('status', { status: t(`statuses.${tracking.statusName}`, { defaultValue: tracking.statusName }) })}</p>
      {tracking.shipment.trackingNumber !== null && (
        <p>{t('trackingNumber', { number: tracking.shipment.trackingNumber })}</p>
      )}
      {tracking.pickupPoint !== null && (
        <section aria-labelledby="pickup-point-title">
          <h2 id="pickup-point-title">{t('pickupPoint')}</h2>
          <PickupPointAddress point={tracking.pickupPoint} languageTag={i18n.language} />
        </section>
      )}
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t('timeline')}</h2>
        <ol className="tracking-timeline">
          {tracking.shipment.timeline.map((step) => (
            <li
              key={step.state}
              className={`timeline-${step.progress}`}
              aria-current={step.progress === 'current' ? 'step' : undefined}
            >
              <span>{t(`states.${step.state}`)}</span> <span>({t(`progress.${step.progress}`)})</span>
              {step.at !== null && <time dateTime={new Date(step.at).toISOString()}> · {date(step.at)}</time>}
            </li>
          ))}
        </ol>
      </section>
      {pending.length > 0 && (
        <section aria-labelledby="actions-title">
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
    </div>
  );
};
