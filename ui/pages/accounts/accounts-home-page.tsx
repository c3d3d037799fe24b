import type { AccountsHomePageData as AccountsHomeData } from '../../../core/storefront/accounts/account-pages.use-cases.ts';
import { useTexts } from '../../app/use-texts.ts';
import { AccountOrderCard } from '../../components/account/account-order-card.tsx';
import { formatDay } from '../../components/account/account-formats.ts';
import { SECTION_LINKS } from '../../components/account/accounts-navigation.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import type { PageView } from '../../../core/storefront/navigation/page-outcome.ts';

/** The greeting, the latest orders with their status, the tickets still open, and a way into every section. */
export const AccountsHomePage = ({
  data,
  sections,
}: {
  data: AccountsHomeData;
  sections: PageView['accountSections'];
}) => {
  const { t, i18n } = useTexts('accounts-home');
  const shortcuts = (sections ?? []).filter((section) => section !== 'accounts-home');
  const showsOrders = shortcuts.includes('accounts-orders');
  const showsTickets = shortcuts.includes('accounts-tickets');
  return (
    <div className="account-page">
      <header className="account-hero">
        <h1>{data.firstName === '' ? t('titleAnonymous') : t('title', { name: data.firstName })}</h1>
        <p>{t('lead')}</p>
      </header>
      {showsOrders && (
        <section aria-labelledby="latest-orders" className="account-card">
          <div className="account-card-head">
            <h2 id="latest-orders">{t('latestOrders')}</h2>
            <ShopLink to="/accounts/orders">{t('allOrders')}</ShopLink>
          </div>
          {data.latestOrders.length === 0 ? (
            <p className="account-empty">{t('noOrders')}</p>
          ) : (
            <ul className="account-order-list">
              {data.latestOrders.map((order) => (
                <AccountOrderCard key={order.publicId} order={order} prices={data.prices} />
              ))}
            </ul>
          )}
        </section>
      )}
      {showsTickets && (
        <section aria-labelledby="open-tickets" className="account-card">
          <div className="account-card-head">
            <h2 id="open-tickets">{t('openTickets')}</h2>
            <ShopLink to="/accounts/tickets">{t('allTickets')}</ShopLink>
          </div>
          {data.openTickets.length === 0 ? (
            <p className="account-empty">{t('noTickets')}</p>
          ) : (
            <ul className="account-ticket-list">
              {data.openTickets.map((ticket) => (
                <li key={ticket.publicId}>
                  <span className="account-ticket-subject">{ticket.subject}</span>
                  <span className="account-ticket-date">
                    {t('ticketUpdated', { date: formatDay(i18n.language, ticket.updatedAt) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="shortcuts" className="account-shortcuts">
        <h2 id="shortcuts">{t('shortcuts')}</h2>
        <ul>
          {shortcuts.map((section) => {
            const link = SECTION_LINKS[section];
            return (
              <li key={section}>
                <ShopLink to={link.to}>
                  <Icon name={link.icon} size={28} />
                  <span>{t(`general:accounts.nav.${link.text}`)}</span>
                </ShopLink>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
};
