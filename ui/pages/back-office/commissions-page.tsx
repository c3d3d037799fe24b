import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { periodChoices, type CommissionPeriod } from '../../../core/domain/commissions/commission-period.ts';
import { percentOfBasisPoints } from '../../../core/storefront/back-office/commission-rate-input.ts';
import type {
  CommissionMonthList,
  ShownAffiliateFile,
  ShownAffiliateMonth,
} from '../../../core/storefront/back-office/commissions-gateway.port.ts';
import type { CommissionsPageData as CommissionsData } from '../../../core/storefront/back-office/load-commissions-page.use-case.ts';

import { useUseCases } from '../../app/use-cases.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { formatInstant, formatStoreInstant } from './desk-formats.ts';
import { DeskTableScroll } from './desk-table-scroll.tsx';
import type { Amount } from '../../../core/domain/customers/account-history.ts';

const monthPath = (period: string, after = '') =>
  `/accounts/commissions?period=${encodeURIComponent(period)}${after === '' ? '' : `&after=${encodeURIComponent(after)}`}`;

/** Two years of months to choose from; an older month is opened by its URL. */
const PERIOD_CHOICES = 24;

/** 'noviembre de 2026': the month in the page's language, where a month input would use the browser's. */
const monthName = (language: string, period: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${period}-01T00:00:00Z`),
  );

const affiliatePath = (period: string, affiliateId: string) =>
  `/accounts/commissions?period=${encodeURIComponent(period)}&affiliate=${encodeURIComponent(affiliateId)}`;

/** Each currency's amount in the page's language: an affiliate may sell in several stores. */
const formatAmounts = (language: string, amounts: readonly Amount[]): string =>
  amounts.length === 0
    ? new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(0)
    : amounts
        .map((amount) =>
          new Intl.NumberFormat(language, { style: 'currency', currency: amount.currency }).format(amount.amount / 100),
        )
        .join(' · ');

const StatusBadge = ({ row }: { row: ShownAffiliateMonth }) => {
  const { t } = useTexts('accounts-commissions');
  return <span className="desk-badge">{row.paid === null ? t('open') : t('paid')}</span>;
};

/** The programme's rate, which the administrator may change; orders credited from then on earn it. */
const RateForm = ({ month }: { month: CommissionMonthList }) => {
  const { t, i18n } = useTexts('accounts-commissions');
  const { backOffice } = useUseCases();
  const [rate, setRate] = useState(month.rate);
  const [typed, setTyped] = useState(percentOfBasisPoints(month.rate));
  const [progress, setProgress] = useState<'idle' | 'saving' | 'saved' | 'invalid' | 'failed'>('idle');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (progress === 'saving') return;
    setProgress('saving');
    void backOffice.setCommissionRate(typed).match(
      (outcome) => {
        if (outcome.kind === 'invalid') return setProgress('invalid');
        setRate(outcome.rate);
        setProgress('saved');
      },
      () => setProgress('failed'),
    );
  };
  return (
    <section aria-labelledby="commissions-rate" className="account-card">
      <h2 id="commissions-rate">{t('rate.title')}</h2>
      <p>{t('rate.lead', { rate: percentOfBasisPoints(rate) })}</p>
      <form className="desk-filters" onSubmit={submit}>
        <div className="desk-field">
          <label htmlFor="commissions-rate-input">{t('rate.label')}</label>
          <input
            id="commissions-rate-input"
            name="rate"
            inputMode="decimal"
            value={typed}
            maxLength={5}
            aria-invalid={progress === 'invalid'}
            aria-describedby="commissions-rate-outcome"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={progress === 'saving'}>
          {t('rate.save')}
        </button>
      </form>
      <p
        id="commissions-rate-outcome"
        role="status"
        className={progress === 'invalid' || progress === 'failed' ? 'account-problem' : 'desk-outcome'}
      >
        {progress === 'saved' && t('rate.saved', { rate: percentOfBasisPoints(rate) })}
        {progress === 'invalid' && t('rate.invalid')}
        {progress === 'failed' && t('failed')}
      </p>
      {month.rateChanges.length > 0 && (
        <>
          <h3>{t('rate.changes')}</h3>
          <ol className="desk-timeline">
            {month.rateChanges.map((change) => (
              <li key={`${change.at}-${change.rate}`}>
                <strong>{t('rate.change', { rate: percentOfBasisPoints(change.rate) })}</strong>
                <span className="desk-muted">
                  {t('by', { who: change.changedBy, date: formatInstant(i18n.language, change.at) })}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
};

/** A month's affiliates: hits, credited orders, commission and whether it is paid; pages of 25 by affiliate id. */
const MonthView = ({ month, csvUrl }: { month: CommissionMonthList; csvUrl: string }) => {
  const { t, i18n } = useTexts('accounts-commissions');
  const navigate = useNavigate();
  const [period, setPeriod] = useState(month.period);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{4}-\d{2}$/.test(period)) void navigate(monthPath(period));
  };
  return (
    <>
      <header className="account-hero">
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </header>
      <form method="get" action="/accounts/commissions" className="desk-filters" onSubmit={submit}>
        <div className="desk-field">
          <label htmlFor="commissions-period">{t('month')}</label>
          <select
            id="commissions-period"
            name="period"
            value={period}
            required
            onChange={(event) => setPeriod(event.target.value)}
          >
            {periodChoices(month.current as CommissionPeriod, month.period as CommissionPeriod, PERIOD_CHOICES).map(
              (choice) => (
                <option key={choice} value={choice}>
                  {monthName(i18n.language, choice)}
                </option>
              ),
            )}
          </select>
        </div>
        <button type="submit" className="button">
          {t('show')}
        </button>
        <a className="button button-secondary" href={csvUrl} download>
          {t('csv')}
        </a>
      </form>
      {month.rows.length === 0 ? (
        <p className="account-empty" role="status">
          {t('none')}
        </p>
      ) : (
        <DeskTableScroll>
          <table className="desk-table">
            <caption className="visually-hidden">{t('caption', { period: month.period })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('affiliate')}</th>
                <th scope="col" className="desk-amount">
                  {t('hits')}
                </th>
                <th scope="col" className="desk-amount">
                  {t('orders')}
                </th>
                <th scope="col" className="desk-amount">
                  {t('commission')}
                </th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {month.rows.map((row) => (
                <tr key={row.affiliateId}>
                  <th scope="row">
                    <ShopLink to={affiliatePath(row.period, row.affiliateId)}>{row.affiliateId}</ShopLink>
                  </th>
                  <td className="desk-amount">{row.hits}</td>
                  <td className="desk-amount">{row.orders}</td>
                  <td className="desk-amount">{formatAmounts(i18n.language, row.commission)}</td>
                  <td>
                    <StatusBadge row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </DeskTableScroll>
      )}
      <nav className="desk-pager" aria-label={t('pages')}>
        {month.next !== null && <ShopLink to={monthPath(month.period, month.next)}>{t('next')}</ShopLink>}
      </nav>
      <RateForm month={month} />
    </>
  );
};

/** One affiliate's month: its figures, the button that pays it (once), its credited orders and its hits. */
const AffiliateView = ({ period, data }: { period: string; data: ShownAffiliateFile }) => {
  const { t, i18n } = useTexts('accounts-commissions');
  const { backOffice } = useUseCases();
  const [file, setFile] = useState(data);
  const [shown, setShown] = useState(data);
  const [progress, setProgress] = useState<'idle' | 'paying' | 'paid' | 'failed'>('idle');
  if (shown !== data) {
    setShown(data);
    setFile(data);
    setProgress('idle');
  }
  const { summary } = file;
  const pay = () => {
    if (progress === 'paying') return;
    setProgress('paying');
    void backOffice.markPaid(summary.affiliateId, period).match(
      (paid) => {
        setFile(paid);
        setProgress('paid');
      },
      () => setProgress('failed'),
    );
  };
  return (
    <>
      <p className="account-back">
        <ShopLink to={monthPath(period)}>{t('back', { period })}</ShopLink>
      </p>
      <header className="account-hero">
        <h1>{t('affiliateTitle', { id: summary.affiliateId, period })}</h1>
        <p>
          <StatusBadge row={summary} />{' '}
          {summary.paid !== null &&
            t('paidBy', { who: summary.paid.by, date: formatInstant(i18n.language, summary.paid.at) })}
        </p>
      </header>
      <section aria-labelledby="commissions-summary" className="account-card">
        <h2 id="commissions-summary">{t('summary')}</h2>
        <dl className="desk-facts">
          <dt>{t('hits')}</dt>
          <dd>{summary.hits}</dd>
          <dt>{t('orders')}</dt>
          <dd>{summary.orders}</dd>
          <dt>{t('commission')}</dt>
          <dd>{formatAmounts(i18n.language, summary.commission)}</dd>
        </dl>
        {summary.paid === null && summary.orders > 0 && (
          <div className="desk-buttons">
            <button type="button" className="button" disabled={progress === 'paying'} onClick={pay}>
              {t('markPaid')}
            </button>
          </div>
        )}
        {summary.paid === null && summary.orders === 0 && <p className="account-empty">{t('nothingToPay')}</p>}
        <p role="status" className={progress === 'failed' ? 'account-problem' : 'desk-outcome'}>
          {progress === 'paid' && t('markedPaid')}
          {progress === 'failed' && t('failed')}
        </p>
      </section>
      <section aria-labelledby="commissions-orders" className="account-card">
        <h2 id="commissions-orders">{t('creditedOrders')}</h2>
        {file.orders.length === 0 ? (
          <p className="account-empty">{t('noOrders')}</p>
        ) : (
          <DeskTableScroll>
            <table className="desk-table">
              <thead>
                <tr>
                  <th scope="col">{t('order')}</th>
                  <th scope="col">{t('placed')}</th>
                  <th scope="col" className="desk-amount">
                    {t('netGoods')}
                  </th>
                  <th scope="col" className="desk-amount">
                    {t('rate.short')}
                  </th>
                  <th scope="col" className="desk-amount">
                    {t('commission')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {file.orders.map((order) => (
                  <tr key={order.publicId}>
                    <th scope="row">
                      <ShopLink to={`/accounts/orders/${encodeURIComponent(order.publicId)}`}>
                        {order.publicId}
                      </ShopLink>
                      <span className="desk-muted">{order.store}</span>
                      {order.canceled && <span className="desk-badge">{t('canceled')}</span>}
                    </th>
                    <td>{formatStoreInstant(i18n.language, order.placedAt, order.store)}</td>
                    <td className="desk-amount">{formatAmounts(i18n.language, [order.netGoods])}</td>
                    <td className="desk-amount">{percentOfBasisPoints(order.rate)} %</td>
                    <td className="desk-amount">
                      {order.canceled ? t('none0') : formatAmounts(i18n.language, [order.commission])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </DeskTableScroll>
        )}
      </section>
      <section aria-labelledby="commissions-hits" className="account-card">
        <h2 id="commissions-hits">{t('hitsTitle')}</h2>
        {file.hits.length === 0 ? (
          <p className="account-empty">{t('noHits')}</p>
        ) : (
          <ol className="desk-timeline">
            {file.hits.map((hit) => (
              <li key={hit.id}>
                <strong>{formatInstant(i18n.language, hit.at)}</strong>
                <span className="desk-email">{hit.url}</span>
                {hit.campaign !== null && <span className="desk-muted">{t('campaign', { name: hit.campaign })}</span>}
              </li>
            ))}
          </ol>
        )}
        {file.hits.length > 0 && summary.hits > file.hits.length && (
          <p className="desk-muted">{t('newestHits', { shown: file.hits.length, total: summary.hits })}</p>
        )}
      </section>
    </>
  );
};

/** /accounts/commissions: the affiliate programme, for the administrator alone (everyone else gets the 404 page). */
export const CommissionsPage = ({ data }: { data: CommissionsData }) => (
  <div className="account-page desk-page">
    {data.view === 'month' ? (
      <MonthView month={data.month} csvUrl={data.csvUrl} />
    ) : (
      <AffiliateView period={data.period} data={data.file} />
    )}
  </div>
);
