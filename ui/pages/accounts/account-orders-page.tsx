import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DATE_FILTERS, isDateFilter, type DateFilter } from '../../../core/domain/shared/date-filter.ts';
import type { AccountOrdersPageData as AccountOrdersData } from '../../../core/storefront/accounts/account-pages.use-cases.ts';
import { useTexts } from '../../app/use-texts.ts';
import { AccountOrderCard } from '../../components/account/account-order-card.tsx';
import type { OrderDeskPageData as OrderDeskData } from '../../../core/storefront/back-office/load-desk-pages.use-case.ts';
import { OrderDeskPage } from '../back-office/order-desk-page.tsx';

const pathOf = (filter: DateFilter) =>
  filter === 'without' ? '/accounts/orders' : `/accounts/orders?date_filter=${filter}`;

/**
 * Every order of the customer, newest first, narrowed by the date filter: a GET form, so it works before the
 * page's code arrives, and a client-side navigation after.
 */
export const AccountOrdersPage = ({ data }: { data: AccountOrdersData }) => {
  const { t } = useTexts('accounts-orders');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<DateFilter>(data.filter);
  const [shownFilter, setShownFilter] = useState(data.filter);
  // A new page of data (back, forward, a link) resets the choice to what is shown.
  if (shownFilter !== data.filter) {
    setShownFilter(data.filter);
    setChosen(data.filter);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(pathOf(chosen));
  };
  return (
    <div className="account-page">
      <header className="account-hero">
        <h1>{t('title')}</h1>
      </header>
      <form method="get" action="/accounts/orders" className="account-filter" onSubmit={submit}>
        <label htmlFor="date-filter">{t('filter')}</label>
        <select
          id="date-filter"
          name="date_filter"
          value={chosen}
          onChange={(event) => isDateFilter(event.target.value) && setChosen(event.target.value)}
        >
          {DATE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`filters.${filter}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary">
          {t('apply')}
        </button>
      </form>
      <p role="status" className="account-count">
        {t('count', { count: data.orders.length })}
      </p>
      {data.orders.length === 0 ? (
        <p className="account-empty">{t(data.filter === 'without' ? 'none' : 'noneInPeriod')}</p>
      ) : (
        <ul className="account-order-list">
          {data.orders.map((order) => (
            <AccountOrderCard key={order.publicId} order={order} prices={data.prices} />
          ))}
        </ul>
      )}
    </div>
  );
};

/** The administrator works on every order at this address (the orders desk); a customer sees their own. */
export const AccountOrdersRoute = ({ data }: { data: AccountOrdersData | OrderDeskData }) =>
  'view' in data ? <OrderDeskPage data={data} /> : <AccountOrdersPage data={data} />;
