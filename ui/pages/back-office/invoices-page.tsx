import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DATE_FILTERS, isDateFilter } from '../../../core/domain/shared/date-filter.ts';
import { STORE_SLUGS } from '../../../core/domain/site/stores.ts';
import type { InvoiceQuery } from '../../../core/storefront/back-office/invoice-register-gateway.ts';
import type { InvoicesPageData as InvoicesData } from '../../../core/storefront/back-office/load-invoices-page.use-case.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { formatStoreAmount } from './desk-formats.ts';
import { DeskTableScroll } from './desk-table-scroll.tsx';

/** The register's URL for a query; only the fields set are written, so a filtered view can be shared. */
export const invoicesPathOf = (query: InvoiceQuery): string => {
  const params = new URLSearchParams();
  if (query.store !== '') params.set('store', query.store);
  if (query.dateFilter !== 'without') params.set('date_filter', query.dateFilter);
  if (query.standing !== '') params.set('standing', query.standing);
  if (query.after !== '') params.set('after', query.after);
  const text = params.toString();
  return text === '' ? '/accounts/invoices' : `/accounts/invoices?${text}`;
};

const currencyAmount = (language: string, minor: number, currency: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);

/**
 * Every invoice and credit note of every store, newest first: a GET form (store, issue date, paid or refunded) that
 * works before the page's code arrives, the filtered set's totals per currency, each document's PDF and the CSV.
 */
export const InvoicesPage = ({ data }: { data: InvoicesData }) => {
  const { t, i18n } = useTexts('accounts-invoices');
  const navigate = useNavigate();
  const [form, setForm] = useState<InvoiceQuery>(data.query);
  const [shown, setShown] = useState(data.query);
  // A new page of data (back, forward, a link) resets the form to what is shown.
  if (shown !== data.query) {
    setShown(data.query);
    setForm(data.query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(invoicesPathOf({ ...form, after: '' }));
  };
  const { invoices, next, totals, csvUrl } = data.list;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className="account-page desk-page">
      <header className="account-hero">
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </header>
      <form method="get" action="/accounts/invoices" className="desk-filters" onSubmit={submit} role="search">
        <div className="desk-field">
          <label htmlFor="invoices-store">{t('store')}</label>
          <select
            id="invoices-store"
            name="store"
            value={form.store}
            onChange={(event) => setForm({ ...form, store: event.target.value })}
          >
            <option value="">{t('anyStore')}</option>
            {STORE_SLUGS.map((store) => (
              <option key={store} value={store}>
                {store}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-field">
          <label htmlFor="invoices-date">{t('issued')}</label>
          <select
            id="invoices-date"
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
        <div className="desk-field desk-field-long">
          <label htmlFor="invoices-standing">{t('standing')}</label>
          <select
            id="invoices-standing"
            name="standing"
            value={form.standing}
            onChange={(event) => setForm({ ...form, standing: event.target.value })}
          >
            <option value="">{t('anyStanding')}</option>
            <option value="paid">{t('paid')}</option>
            <option value="refunded">{t('refunded')}</option>
          </select>
        </div>
        <button type="submit" className="button">
          {t('find')}
        </button>
      </form>

      <section aria-labelledby="invoices-totals" className="account-card">
        <h2 id="invoices-totals">{t('totals')}</h2>
        {totals.length === 0 ? (
          <p className="account-empty">{t('none')}</p>
        ) : (
          <dl className="desk-facts desk-totals">
            {totals.map((sum) => (
              <div key={sum.currency} className="invoices-total">
                <dt>{t('totalOf', { currency: sum.currency, count: sum.count })}</dt>
                <dd>
                  {t('sums', {
                    net: currencyAmount(i18n.language, sum.net, sum.currency),
                    vat: currencyAmount(i18n.language, sum.vat, sum.currency),
                    total: currencyAmount(i18n.language, sum.total, sum.currency),
                  })}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p>
          <a className="button button-secondary" href={csvUrl} download>
            {t('csv')}
          </a>
        </p>
      </section>

      {invoices.length === 0 ? (
        <p className="account-empty" role="status">
          {t('none')}
        </p>
      ) : (
        <DeskTableScroll>
          <table className="desk-table">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('customer')}</th>
                <th scope="col">{t('order')}</th>
                <th scope="col" className="desk-amount">
                  {t('net')}
                </th>
                <th scope="col" className="desk-amount">
                  {t('vat')}
                </th>
                <th scope="col" className="desk-amount">
                  {t('total')}
                </th>
                <th scope="col">{t('document')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.number}>
                  <th scope="row">
                    {invoice.number}
                    <span className="desk-muted">
                      {invoice.kind === 'credit-note'
                        ? t('creditNoteOf', { number: invoice.corrects ?? '' })
                        : t('invoice')}
                    </span>
                  </th>
                  <td>{day.format(new Date(invoice.issuedAt))}</td>
                  <td>
                    {invoice.buyerName}
                    {invoice.buyerTaxId !== null && <span className="desk-muted">{invoice.buyerTaxId}</span>}
                  </td>
                  <td>
                    <ShopLink to={`/accounts/orders/${encodeURIComponent(invoice.orderPublicId)}`}>
                      {invoice.orderPublicId}
                    </ShopLink>
                    <span className="desk-muted">{invoice.store}</span>
                  </td>
                  <td className="desk-amount">
                    {formatStoreAmount({ amount: invoice.net, currency: invoice.currency }, invoice.store)}
                  </td>
                  <td className="desk-amount">
                    {formatStoreAmount({ amount: invoice.vat, currency: invoice.currency }, invoice.store)}
                    <span className="desk-muted">{t('rate', { rate: invoice.vatPercent })}</span>
                  </td>
                  <td className="desk-amount">
                    {formatStoreAmount({ amount: invoice.total, currency: invoice.currency }, invoice.store)}
                  </td>
                  <td>
                    <a href={invoice.pdfUrl} download aria-label={t('pdfOf', { number: invoice.number })}>
                      {t('pdf')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </DeskTableScroll>
      )}
      <nav className="desk-pager" aria-label={t('pages')}>
        {data.query.after !== '' && <ShopLink to={invoicesPathOf({ ...data.query, after: '' })}>{t('first')}</ShopLink>}
        {next !== null && <ShopLink to={invoicesPathOf({ ...data.query, after: next })}>{t('next')}</ShopLink>}
      </nav>
    </div>
  );
};
