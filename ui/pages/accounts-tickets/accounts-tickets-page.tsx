import { TICKET_STATUSES } from '../../../core/domain/tickets/ticket-status.ts';
import type { AccountTicketsPageData as PageData } from '../../../core/storefront/accounts/load-self-service-pages.use-case.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { NewTicketForm } from './new-ticket-form.tsx';
import { TicketThread } from './ticket-thread.tsx';
import type { SupportDeskPageData as SupportDeskData } from '../../../core/storefront/back-office/load-desk-pages.use-case.ts';
import { SupportDeskPage } from '../back-office/support-desk-page.tsx';

const NS = 'accounts-tickets';

/** The customer's tickets by status, one opened by `?ticket=`, and a form for a new one. */
export const AccountTicketsPage = ({ data, locale }: { readonly data: PageData; readonly locale: string }) => {
  const { t } = useTexts(NS);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <article className="account-page">
      <h1>{t('title')}</h1>
      {data.open ? (
        <TicketThread key={data.open.publicId + data.open.messages.length} ticket={data.open} locale={locale} />
      ) : null}
      <div className="account-columns">
        <div>
          {TICKET_STATUSES.map((status) => {
            const tickets = data.tickets.filter((ticket) => ticket.status === status);
            return (
              <section key={status} className="account-card" aria-labelledby={`tickets-${status}`}>
                <h2 id={`tickets-${status}`}>
                  {t(`groups.${status}`)} <span className="count">({tickets.length})</span>
                </h2>
                {tickets.length === 0 ? (
                  <p>{t('empty')}</p>
                ) : (
                  <ul className="ticket-list">
                    {tickets.map((ticket) => (
                      <li key={ticket.publicId}>
                        <ShopLink
                          to={`/accounts/tickets?ticket=${ticket.publicId}`}
                          aria-current={data.open?.publicId === ticket.publicId ? 'page' : undefined}
                        >
                          {ticket.subject}
                        </ShopLink>
                        <span className="ticket-meta">
                          {t('thread.number', { number: ticket.publicId })} ·{' '}
                          <time dateTime={ticket.updatedAt}>{date.format(new Date(ticket.updatedAt))}</time>
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
        <NewTicketForm customer={data.customer} />
      </div>
    </article>
  );
};

/** The administrator answers every ticket at this address (the support desk); a customer their own. */
export const AccountTicketsRoute = ({
  data,
  locale,
}: {
  readonly data: PageData | SupportDeskData;
  readonly locale: string;
}) => ('view' in data ? <SupportDeskPage data={data} /> : <AccountTicketsPage data={data} locale={locale} />);
