import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import { DATE_FILTERS, isDateFilter } from '../../../core/domain/shared/date-filter.ts';
import { STORE_SLUGS } from '../../../core/domain/site/stores.ts';
import type { DeskQuery } from '../../../core/storefront/back-office/back-office-gateway.port.ts';
import type { OrderDeskPageData as OrderDeskData } from '../../../core/storefront/back-office/load-desk-pages.use-case.ts';
import { isPaymentMethod } from '../../../core/domain/payments/payment-method.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { PAYMENT_BRANDS } from '../checkout/names.ts';
import { formatStoreAmount, formatStoreInstant, statusNameOf } from './desk-formats.ts';
import { DeskTableScroll } from './desk-table-scroll.tsx';

/** The desk's URL for a query; only the fields set are written. */
export const deskPathOf = (query: DeskQuery): string => {
  const params = new URLSearchParams();
  if (query.search !== '') params.set('search', query.search);
  if (query.store !== '') params.set('store', query.store);
  if (query.status !== '') params.set('status', query.status);
  if (query.dateFilter !== 'without') params.set('date_filter', query.dateFilter);
  if (query.after !== '') params.set('after', query.after);
  const text = params.toString();
  return text === '' ? '/accounts/orders' : `/accounts/orders?${text}`;
};

/**
 * Every order of every store, newest first: a GET form (search by public id or e-mail, store, status, date) that
 * works before the page's code arrives, and pages of 25 the server cuts by keyset. Statuses are in the workshop's
 * words ("Awaiting print files"), never the customer's ("Waiting for your files").
 */
export const OrderDeskPage = ({ data }: { data: OrderDeskData }) => {
  const { t, i18n } = useTexts('accounts-orders');
  // Brands keep their names, the shop's own methods are translated; a code the texts lack is shown as it is.
  const paymentMethodName = (method: string) =>
    (isPaymentMethod(method) ? PAYMENT_BRANDS[method] : undefined) ??
    t(`desk.methods.${method}`, { defaultValue: method });
  const navigate = useNavigate();
  const [form, setForm] = useState<DeskQuery>(data.query);
  const [shown, setShown] = useState(data.query);
  // A new page of data (back, forward, a link) resets the form to what is shown.
  if (shown !== data.query) {
    setShown(data.query);
    setForm(data.query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(deskPathOf({ ...form, search: form.search.trim(), after: '' }));
  };
  const { orders, next } = data.list;
  return (
    <div className="account-page desk-page">
      <header className="account-hero">
        <h1>{t('desk.title')}</h1>
        <p>{t('desk.lead')}</p>
      </header>
      <form method="get" action="/accounts/orders" className="desk-filters" onSubmit={submit} role="search">
        <div className="desk-field desk-field-wide">
          <label htmlFor="desk-search">{t('desk.search')}</label>
          <input
            id="desk-search"
            name="search"
            type="search"
            value={form.search}
            maxLength={254}
            autoComplete="off"
            onChange={(event) => setForm({ ...form, search: event.target.value })}
          />
        </div>
        <div className="desk-field">
          <label htmlFor="desk-store">{t('desk.store')}</label>
          <select
            id="desk-store"
            name="store"
            value={form.store}
            onChange={(event) => setForm({ ...form, store: event.target.value })}
          >
            <option value="">{t('desk.anyStore')}</option>
            {STORE_SLUGS.map((store) => (
              <option key={store} value={store}>
                {store}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-field desk-field-long">
          <label htmlFor="desk-status">{t('desk.status')}</label>
          <select
            id="desk-status"
            name="status"
            value={form.status}
            onChange={(event) => setForm({ ...form, status: event.target.value })}
          >
            <option value="">{t('desk.anyStatus')}</option>
            {Object.entries(ORDER_STATUS).map(([name, code]) => (
              <option key={code} value={String(code)}>
                {t(`desk.statuses.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-field">
          <label htmlFor="desk-date">{t('filter')}</label>
          <select
            id="desk-date"
            name="date_filter"
            value={form.dateFilter}
            onChange={(event) =>
              isDateFilter(event.target.value) && setForm({ ...form, dateFilter: event.target.value })
            }
          >
            {DATE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`filters.${filter}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('desk.find')}
        </button>
      </form>
      {orders.length === 0 ? (
        <p className="account-empty" role="status">
          {t('desk.none')}
        </p>
      ) : (
        <DeskTableScroll>
          <table className="desk-table">
            <caption className="visually-hidden">{t('desk.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('desk.order')}</th>
                <th scope="col">{t('desk.customer')}</th>
                <th scope="col">{t('desk.status')}</th>
                <th scope="col">{t('desk.payment')}</th>
                <th scope="col" className="desk-amount">
                  {t('desk.total')}
                </th>
                <th scope="col">{t('desk.placed')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.publicId}>
                  <th scope="row">
                    <ShopLink to={`/accounts/orders/${encodeURIComponent(order.publicId)}`}>{order.publicId}</ShopLink>
                    <span className="desk-muted">{order.store}</span>
                  </th>
                  <td className="desk-email">{order.email}</td>
                  <td>
                    <span className="desk-badge">{t(`desk.statuses.${statusNameOf(order.status)}`)}</span>
                  </td>
                  <td>
                    {paymentMethodName(order.paymentMethod)}
                    <span className="desk-muted">{t(`desk.paymentStatus.${order.paymentStatus}`)}</span>
                  </td>
                  <td className="desk-amount">{formatStoreAmount(order.total, order.store)}</td>
                  <td>{formatStoreInstant(i18n.language, order.createdAt, order.store)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DeskTableScroll>
      )}
      <nav className="desk-pager" aria-label={t('desk.pages')}>
        {data.query.after !== '' && (
          <ShopLink to={deskPathOf({ ...data.query, after: '' })}>{t('desk.first')}</ShopLink>
        )}
        {next !== null && <ShopLink to={deskPathOf({ ...data.query, after: next })}>{t('desk.next')}</ShopLink>}
      </nav>
    </div>
  );
};
