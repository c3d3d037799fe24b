import { useState, type FormEvent } from 'react';
import { keepLocalePrefix } from '../../../core/domain/routing/locale-prefix.ts';
import { TICKET_STATUSES } from '../../../core/domain/tickets/ticket-status.ts';
import { replyProblems } from '../../../core/storefront/accounts/self-service-forms.ts';
import type { SupportTicket } from '../../../core/storefront/back-office/back-office-gateway.port.ts';
import type { SupportDeskPageData as SupportDeskData } from '../../../core/storefront/back-office/load-desk-pages.use-case.ts';
import { useGoTo, useShownLocation } from '../../app/page-navigation.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { AccountField } from '../../components/forms/account-field.tsx';
import { AccountFormEnd } from '../../components/forms/account-form-end.tsx';
import { useSingleAction } from '../../components/forms/use-single-action.ts';
import { AppForm } from '../../components/forms/app-form.tsx';
import { useAccountForm } from '../../components/forms/use-account-form.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { TicketMessages } from '../accounts-tickets/ticket-messages.tsx';
import { formatStoreInstant } from './desk-formats.ts';

const NS = 'accounts-tickets';

const listPath = (status: string | null, page = 1) => {
  const params = new URLSearchParams();
  if (status !== null) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text === '' ? '/accounts/tickets' : `/accounts/tickets?${text}`;
};

/** One conversation as support works on it: the thread, the customer's file, an answer and the status. */
const SupportThread = ({ ticket, back }: { readonly ticket: SupportTicket; readonly back: string }) => {
  const { t, i18n } = useTexts(NS);
  const { backOffice } = useUseCases();
  const goTo = useGoTo();
  const hydrated = useHydrated();
  const [changing, act] = useSingleAction();
  const [notified, setNotified] = useState<boolean | null>(null);
  const here = keepLocalePrefix(`/accounts/tickets?ticket=${ticket.publicId}`, useShownLocation().pathname);
  const { form, status, problemOf, change, leave, submit, setForm } = useAccountForm(
    { message: '', resolve: 'false' },
    (fields) => replyProblems(fields.message),
    (fields) => backOffice.answer(ticket.publicId, fields.message, fields.resolve === 'true'),
    (customerNotified) => {
      setForm({ message: '', resolve: 'false' });
      setNotified(customerNotified);
      goTo?.(here);
    },
  );
  const setStatus = (next: 'RESOLVED' | 'ARCHIVED') =>
    act(
      () => backOffice.setTicketStatus(ticket.publicId, next),
      () => goTo?.(here),
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <section className="account-card ticket-thread" aria-labelledby="ticket-title">
      <p>
        <ShopLink to={back}>{t('desk.back')}</ShopLink>
      </p>
      <h2 id="ticket-title">{ticket.subject}</h2>
      <p className="ticket-meta">
        {t('thread.number', { number: ticket.publicId })} · <span>{t(`status.${ticket.status}`)}</span> · {ticket.store}
        {ticket.orderPublicId ? (
          <>
            {' · '}
            <ShopLink to={`/accounts/orders/${encodeURIComponent(ticket.orderPublicId)}`}>
              {t('thread.order', { order: ticket.orderPublicId })}
            </ShopLink>
          </>
        ) : null}
      </p>
      <p className="ticket-meta">{t('desk.from', { name: ticket.name, email: ticket.email })}</p>
      {ticket.attachmentUrl ? (
        <p>
          <a href={ticket.attachmentUrl} download>
            {t('desk.attachment')}
          </a>
        </p>
      ) : null}
      <TicketMessages
        messages={ticket.messages}
        authorOf={(author) => (author === 'customer' ? ticket.name : t('author.support'))}
        timeOf={(iso) => formatStoreInstant(i18n.language, iso, ticket.store)}
      />
      {notified !== null && (
        <p role="status" className="desk-outcome">
          {t(notified ? 'desk.mailed' : 'desk.notMailed')}
        </p>
      )}
      {ticket.status === 'ARCHIVED' ? (
        <p>{t('desk.archived')}</p>
      ) : (
        <AppForm className="account-form" noValidate onSubmit={onSubmit}>
          <AccountField
            id="answer-message"
            namespace={NS}
            label={t('desk.answer')}
            type="textarea"
            required
            value={form.message}
            problem={problemOf('message')}
            onValue={(value) => change('message', value)}
            onLeave={() => leave('message')}
          />
          {ticket.status === 'PENDING' ? (
            <label className="choice">
              <input
                type="checkbox"
                checked={form.resolve === 'true'}
                onChange={(event) => change('resolve', String(event.target.checked))}
              />
              {t('desk.resolveWithAnswer')}
            </label>
          ) : null}
          <AccountFormEnd
            namespace={NS}
            status={status}
            submit={t('desk.sendAnswer')}
            otherFailed={changing === 'failed'}
          >
            {ticket.status === 'PENDING' ? (
              <button
                type="button"
                className="button-secondary"
                disabled={!hydrated || changing === 'sending'}
                onClick={() => void setStatus('RESOLVED')}
              >
                {t('thread.resolve')}
              </button>
            ) : null}
            <button
              type="button"
              className="button-secondary"
              disabled={!hydrated || changing === 'sending'}
              onClick={() => void setStatus('ARCHIVED')}
            >
              {t('desk.archive')}
            </button>
          </AccountFormEnd>
        </AppForm>
      )}
    </section>
  );
};

/** Every ticket of every store by status, longest waiting first, and the conversation opened from it. */
export const SupportDeskPage = ({ data }: { data: SupportDeskData }) => {
  const { t, i18n } = useTexts(NS);
  const { tickets, total, page, pageSize } = data.list;
  const back = listPath(data.status, page);
  return (
    <div className="account-page desk-page">
      <header className="account-hero">
        <h1>{t('desk.title')}</h1>
        <p>{t('desk.lead')}</p>
      </header>
      {data.open !== null ? (
        <SupportThread key={data.open.publicId} ticket={data.open} back={back} />
      ) : (
        <>
          <nav className="desk-tabs" aria-label={t('desk.byStatus')}>
            <ul>
              {[null, ...TICKET_STATUSES].map((status) => (
                <li key={status ?? 'ALL'}>
                  <ShopLink to={listPath(status)} aria-current={data.status === status ? 'page' : undefined}>
                    {status === null ? t('desk.all') : t(`groups.${status}`)}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </nav>
          <p role="status" className="account-count">
            {t('desk.count', { count: total })}
          </p>
          {tickets.length === 0 ? (
            <p className="account-empty">{t('empty')}</p>
          ) : (
            <ul className="desk-ticket-list">
              {tickets.map((ticket) => (
                <li key={ticket.publicId}>
                  <ShopLink to={`/accounts/tickets?ticket=${ticket.publicId}`}>{ticket.subject}</ShopLink>
                  <span className="desk-muted">
                    {ticket.name} · {ticket.email} · {ticket.store}
                  </span>
                  <span className="desk-muted">
                    <span className="desk-badge">{t(`status.${ticket.status}`)}</span>{' '}
                    {formatStoreInstant(i18n.language, ticket.updatedAt, ticket.store)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <nav className="desk-pager" aria-label={t('desk.pages')}>
            {page > 1 && <ShopLink to={listPath(data.status, page - 1)}>{t('desk.previous')}</ShopLink>}
            {page * pageSize < total && <ShopLink to={listPath(data.status, page + 1)}>{t('desk.next')}</ShopLink>}
          </nav>
        </>
      )}
    </div>
  );
};
