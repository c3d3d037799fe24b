import { useState } from 'react';
import { isPaymentMethod } from '../../../core/domain/payments/payment-method.ts';
import { isCarrier } from '../../../core/domain/shipments/carrier.ts';
import type { DeskAction, DeskOffer } from '../../../core/domain/orders/desk-actions.ts';
import type { FieldProblem } from '../../../core/domain/forms/field-problem.ts';
import { CarrierTrackingLink } from '../../components/order/carrier-tracking-link.tsx';
import { PickupPointAddress } from '../../components/pickup-point/pickup-point-address.tsx';
import { DeskShipForm } from './desk-ship-form.tsx';
import type { ShownDeskOrder } from '../../../core/storefront/back-office/back-office-gateway.port.ts';
import type { DeskOrderPageData as DeskOrderData } from '../../../core/storefront/back-office/load-desk-pages.use-case.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { formatStoreAmount, formatStoreInstant, statusNameOf } from './desk-formats.ts';
import { CARRIER_NAMES, PAYMENT_BRANDS } from '../checkout/names.ts';
import { DeskPrintFiles } from './desk-print-files.tsx';
import { DeskTimeline } from './desk-timeline.tsx';

type Progress =
  | { readonly kind: 'idle' }
  | { readonly kind: 'acting' }
  | { readonly kind: 'done'; readonly action: DeskAction }
  | { readonly kind: 'invalid'; readonly problems: readonly FieldProblem[] }
  | { readonly kind: 'failed' };

const actionKey = (action: DeskOffer) => ('to' in action ? `${action.kind}:${action.to}` : action.kind);

/**
 * One order as the administrator works on it: lines, payment, shipment, history and audit trail, and a button for
 * each action the shop's rules allow now. A click acts once: the buttons rest while it runs.
 */
export const DeskOrderPage = ({ data }: { data: DeskOrderData }) => {
  const { t, i18n } = useTexts('accounts-order');
  // Brands keep their names, the shop's own methods are translated; a code the texts lack is shown as it is.
  const paymentMethodName = (method: string) =>
    (isPaymentMethod(method) ? PAYMENT_BRANDS[method] : undefined) ??
    t(`payment.methods.${method}`, { defaultValue: method });
  const carrierName = (carrier: string) => (isCarrier(carrier) ? CARRIER_NAMES[carrier] : carrier);
  const { backOffice } = useUseCases();
  const [order, setOrder] = useState<ShownDeskOrder>(data.order);
  const [shown, setShown] = useState(data.order);
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  // Cancelling and refunding cannot be undone: each asks once more before it acts.
  const [confirming, setConfirming] = useState<'cancel' | 'refund' | null>(null);
  if (shown !== data.order) {
    setShown(data.order);
    setOrder(data.order);
    setProgress({ kind: 'idle' });
  }
  // The desk speaks as the workshop does: statuses and moves in the operator's words, never the customer's.
  const statusText = (code: number) => t(`desk.statuses.${statusNameOf(code)}`);
  const labelOf = (action: DeskAction): string => {
    switch (action.kind) {
      case 'advance-order':
        return t(`desk.moves.${statusNameOf(action.to)}`);
      case 'advance-shipment':
        return t(`desk.parcel.${action.to}`);
      case 'ship':
        return t('desk.ship.done', { carrier: carrierName(action.carrier), number: action.trackingNumber });
      case 'confirm-payment':
        return t('desk.confirmPayment');
      case 'cancel':
        return t('desk.cancel');
      case 'refund':
        return t('desk.refund');
    }
  };
  const auditText = (entry: ShownDeskOrder['audit'][number]): string => {
    if (entry.action === 'advance-order')
      return t('desk.audited.advance-order', { detail: statusText(Number(entry.detail)) });
    if (entry.action === 'advance-shipment')
      return t('desk.audited.advance-shipment', { detail: t(`desk.tracking.${entry.detail}`) });
    if (entry.action === 'ship') return t('desk.audited.ship', { detail: entry.detail });
    return t(`desk.audited.${entry.action}`);
  };
  const act = (action: DeskAction) => {
    if (progress.kind === 'acting') return;
    setProgress({ kind: 'acting' });
    setConfirming(null);
    void backOffice.act(order.publicId, action).match(
      (outcome) => {
        if (outcome.kind === 'invalid') return setProgress({ kind: 'invalid', problems: outcome.problems });
        setOrder(outcome.value);
        setProgress({ kind: 'done', action });
      },
      () => setProgress({ kind: 'failed' }),
    );
  };
  const acting = progress.kind === 'acting';
  const printJobs = new Map(data.printFiles.map((job) => [job.orderLineId, job]));
  const moves = order.allowed.filter(
    (action): action is Extract<DeskOffer, { to: unknown }> | { readonly kind: 'confirm-payment' } =>
      action.kind !== 'cancel' && action.kind !== 'refund' && action.kind !== 'ship',
  );
  const canShip = order.allowed.some((action) => action.kind === 'ship');
  const point = order.pickupPoint;
  const final = (['cancel', 'refund'] as const).filter((kind) => order.allowed.some((action) => action.kind === kind));
  return (
    <div className="account-page desk-page">
      <p className="account-back">
        <ShopLink to="/accounts/orders">{t('desk.back')}</ShopLink>
      </p>
      <header className="account-hero">
        <h1>{t('desk.title', { number: order.publicId })}</h1>
        <p>
          <span className="desk-badge">{statusText(order.status)}</span>{' '}
          {t('desk.placed', {
            date: formatStoreInstant(i18n.language, order.createdAt, order.store),
            store: order.store,
          })}
        </p>
      </header>

      <section aria-labelledby="desk-actions" className="account-card desk-actions">
        <h2 id="desk-actions">{t('desk.actions')}</h2>
        {order.allowed.length === 0 ? (
          <p className="account-empty">{t('desk.noActions')}</p>
        ) : (
          <div className="desk-buttons">
            {moves.map((action) => (
              <button
                key={actionKey(action)}
                type="button"
                className="button"
                disabled={acting}
                onClick={() => act(action)}
              >
                {labelOf(action)}
              </button>
            ))}
            {confirming === null &&
              final.map((kind) => (
                <button
                  key={kind}
                  type="button"
                  className="button button-secondary"
                  disabled={acting}
                  onClick={() => setConfirming(kind)}
                >
                  {t(`desk.${kind}`)}
                </button>
              ))}
          </div>
        )}
        {canShip && (
          <DeskShipForm
            chosenCarrier={order.shipment?.carrier ?? null}
            problems={progress.kind === 'invalid' ? progress.problems : []}
            busy={acting}
            onShip={(carrier, trackingNumber) => act({ kind: 'ship', carrier, trackingNumber })}
          />
        )}
        {confirming !== null && (
          <div className="desk-confirm" role="group" aria-labelledby="desk-confirm-question">
            <p id="desk-confirm-question">{t(`desk.${confirming}Question`)}</p>
            <div className="desk-buttons">
              <button
                type="button"
                className="button button-danger"
                disabled={acting}
                onClick={() => act({ kind: confirming })}
              >
                {t(`desk.${confirming}Confirm`)}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                {t('desk.keep')}
              </button>
            </div>
          </div>
        )}
        <p role="status" className={progress.kind === 'failed' ? 'account-problem' : 'desk-outcome'}>
          {progress.kind === 'done' && t('desk.done', { action: labelOf(progress.action) })}
          {progress.kind === 'failed' && t('desk.failed')}
        </p>
      </section>

      <div className="desk-columns">
        <section aria-labelledby="desk-customer" className="account-card">
          <h2 id="desk-customer">{t('desk.customer')}</h2>
          <dl className="desk-facts">
            <dt>{t('desk.name')}</dt>
            <dd>{order.contactName}</dd>
            <dt>{t('desk.email')}</dt>
            <dd className="desk-email">{order.email}</dd>
            <dt>{t('desk.language')}</dt>
            <dd>{order.locale}</dd>
            <dt>{t('desk.destination')}</dt>
            <dd>
              {order.shipmentPostalCode} · {order.shipmentCountry}
            </dd>
          </dl>
        </section>
        <section aria-labelledby="desk-payment" className="account-card">
          <h2 id="desk-payment">{t('desk.payment')}</h2>
          <dl className="desk-facts">
            <dt>{t('desk.method')}</dt>
            <dd>{paymentMethodName(order.paymentMethod)}</dd>
            <dt>{t('desk.paymentState')}</dt>
            <dd>{t(`desk.paymentStatus.${order.paymentStatus}`)}</dd>
            <dt>{t('desk.total')}</dt>
            <dd>{formatStoreAmount(order.total, order.store)}</dd>
          </dl>
          {order.refundOwed && <p className="desk-note">{t('desk.refundOwed')}</p>}
          {order.refundedAt !== null && (
            <p className="desk-note">
              {t('desk.refunded', { date: formatStoreInstant(i18n.language, order.refundedAt, order.store) })}
            </p>
          )}
        </section>
      </div>

      <section aria-labelledby="desk-lines" className="account-card">
        <h2 id="desk-lines">{t('desk.lines')}</h2>
        <ul className="desk-lines">
          {order.lines.map((line) => (
            <li key={line.id}>
              <span className="desk-line-name">
                {line.name}
                {line.personalised && <span className="desk-badge">{t('desk.personalised')}</span>}
                <DeskPrintFiles job={printJobs.get(line.id)} />
              </span>
              <span>× {line.quantity}</span>
              <span className="desk-amount">{formatStoreAmount(line.unitPrice, order.store)}</span>
            </li>
          ))}
        </ul>
        <dl className="desk-facts desk-totals">
          <dt>{t('desk.subtotal')}</dt>
          <dd>{formatStoreAmount(order.subtotal, order.store)}</dd>
          <dt>{t('desk.shipping')}</dt>
          <dd>{formatStoreAmount(order.shipping, order.store)}</dd>
          <dt>{t('desk.discount')}</dt>
          <dd>{formatStoreAmount(order.discount, order.store)}</dd>
        </dl>
      </section>

      <div className="desk-columns">
        <section aria-labelledby="desk-shipment" className="account-card">
          <h2 id="desk-shipment">{t('desk.shipment')}</h2>
          {order.shipment === null ? (
            <p className="account-empty">{t('desk.noShipment')}</p>
          ) : (
            <>
              <p>
                {t(`desk.shipmentModes.${order.shipment.method}`, { defaultValue: order.shipment.method })}
                {order.shipment.carrier !== null && ` · ${carrierName(order.shipment.carrier)}`}
              </p>
              {point !== null && (
                <PickupPointAddress
                  point={point}
                  languageTag={i18n.language}
                  openingHoursLabel={t('desk.openingHours')}
                  className="desk-pickup-point"
                />
              )}
              {order.shipment.trackingNumber !== null && (
                <CarrierTrackingLink
                  carrier={order.shipment.carrier}
                  trackingNumber={order.shipment.trackingNumber}
                  label={t('desk.trackingWith')}
                />
              )}
              <ol className="desk-timeline">
                {order.shipment.events.map((event) => (
                  <li key={`${event.state}-${event.at}`}>
                    <strong>{t(`desk.tracking.${event.state}`)}</strong>
                    <span className="desk-muted">{formatStoreInstant(i18n.language, event.at, order.store)}</span>
                    {event.note !== null && <span>{event.note}</span>}
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
        <section aria-labelledby="desk-audit" className="account-card">
          <h2 id="desk-audit">{t('desk.audit')}</h2>
          {order.audit.length === 0 ? (
            <p className="account-empty">{t('desk.noAudit')}</p>
          ) : (
            <ol className="desk-timeline">
              {order.audit.map((entry) => (
                <li key={`${entry.action}-${entry.detail}-${entry.at}`}>
                  <strong>{auditText(entry)}</strong>
                  <span className="desk-muted">
                    {t('desk.by', {
                      who: entry.administratorId,
                      date: formatStoreInstant(i18n.language, entry.at, order.store),
                    })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <DeskTimeline order={order} onNoted={setOrder} />
    </div>
  );
};
