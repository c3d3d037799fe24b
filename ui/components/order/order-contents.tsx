import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import type { TrackingState } from '../../../core/domain/shipments/tracking-state.ts';
import type { ShownOrderSummary, ShownTracking } from '../../../core/storefront/orders/shown-order.ts';
import { useTexts } from '../../app/use-texts.ts';
import { Icon } from '../icon/icon.tsx';
import { PersonalisedPreview } from '../picture/personalised-preview.tsx';
import { PickupPointAddress } from '../pickup-point/pickup-point-address.tsx';

/** The pages that show an order's contents, each with the same keys in its own namespace. */
type OrderNamespace = 'order-completed' | 'tracking-detail' | 'accounts-order';

type Props = { readonly summary: ShownOrderSummary; readonly prices: PriceStyle; readonly ns: OrderNamespace };

/** Country names are costly to look up: one list per language. */
const countryNames = new Map<string, Intl.DisplayNames>();
const countryNameOf = (language: string, country: string): string => {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    countryNames.set(language, names);
  }
  return names.of(country) ?? country;
};

/** What was ordered: each line with its quantity, amount and a personalised line's preview, then the totals. */
export const OrderLines = ({ summary, prices, ns }: Props) => {
  const { t } = useTexts(ns);
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, prices);
  return (
    <section aria-labelledby="lines-title" className="order-card">
      <h2 id="lines-title">{t('lines')}</h2>
      <ul className="order-lines">
        {summary.lines.map((line) => (
          <li key={line.id}>
            {line.urlPreview !== null && (
              <span className="order-line-preview">
                <PersonalisedPreview
                  url={line.urlPreview}
                  alt={t('personalisedPreview', { name: line.name })}
                  size={56}
                />
              </span>
            )}
            <span className="order-line-name">{t('line', { quantity: line.quantity, name: line.name })}</span>{' '}
            <span className="order-line-amount">{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals summary={summary} prices={prices} ns={ns} />
    </section>
  );
};

/** The order's subtotal, shipping, any discount and its total. */
export const OrderTotals = ({ summary, prices, ns }: Props) => {
  const { t } = useTexts(ns);
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, prices);
  return (
    <dl className="order-totals">
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
      <dt className="order-total">{t('totals.total')}</dt>
      <dd className="order-total">{money(summary.total)}</dd>
    </dl>
  );
};

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

type TimelineProps = {
  readonly timeline: ShownTracking['shipment']['timeline'];
  readonly ns: OrderNamespace;
  /** How a step's moment is written on this page. */
  readonly dateOf: (at: number) => string;
};

/** The shipment's steps with an icon each, the current one marked as such. */
export const ShipmentTimeline = ({ timeline, ns, dateOf }: TimelineProps) => {
  const { t } = useTexts(ns);
  return (
    <ol className="tracking-timeline">
      {timeline.map((step) => (
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
                {dateOf(step.at)}
              </time>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
};

/** Where the order goes, with the country named in the visitor's language. */
export const OrderAddress = ({ summary, ns }: Omit<Props, 'prices'>) => {
  const { t, i18n } = useTexts(ns);
  const address = summary.shippingAddress;
  // An order collected at a pickup point is sent there, not to the buyer's address.
  const point = summary.pickupPoint;
  return (
    <section aria-labelledby="address-title" className="order-card order-address">
      <h2 id="address-title">
        <Icon name="mdi:map-marker-outline" size={22} />
        <span>{t(point === null ? 'address' : 'pickupPoint')}</span>
      </h2>
      {point !== null ? (
        <PickupPointAddress point={point} languageTag={i18n.language} />
      ) : (
        <address>
          {address.line1}
          {address.line2 !== null && address.line2 !== '' && (
            <>
              <br />
              {address.line2}
            </>
          )}
          <br />
          {address.postalCode} {address.city}
          <br />
          {countryNameOf(i18n.language, address.country)}
        </address>
      )}
    </section>
  );
};
