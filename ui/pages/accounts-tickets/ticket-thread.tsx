import { keepLocalePrefix } from '../../../core/domain/routing/locale-prefix.ts';
import type { FormEvent } from 'react';
import { replyProblems } from '../../../core/storefront/accounts/self-service-forms.ts';
import type { ShownTicket } from '../../../core/storefront/accounts/self-service-gateway.port.ts';
import { useGoTo, useShownLocation } from '../../app/page-navigation.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { AccountField } from '../../components/forms/account-field.tsx';
import { AccountFormEnd } from '../../components/forms/account-form-end.tsx';
import { useSingleAction } from '../../components/forms/use-single-action.ts';
import { AppForm } from '../../components/forms/app-form.tsx';
import { useAccountForm } from '../../components/forms/use-account-form.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { TicketMessages } from './ticket-messages.tsx';

const NS = 'accounts-tickets';

/** One ticket's conversation with support, its file, a reply and the "resolved" button. */
export const TicketThread = ({ ticket, locale }: { readonly ticket: ShownTicket; readonly locale: string }) => {
  const { t } = useTexts(NS);
  const { selfService } = useUseCases();
  const goTo = useGoTo();
  const hydrated = useHydrated();
  const [resolving, act] = useSingleAction();
  // Reopened under the visitor's locale prefix ('/en/…'), as every link keeps it.
  const here = keepLocalePrefix(`/accounts/tickets?ticket=${ticket.publicId}`, useShownLocation().pathname);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const { form, status, problemOf, change, leave, submit, setForm } = useAccountForm(
    { message: '' },
    (fields) => replyProblems(fields.message),
    (fields) => selfService.reply(ticket.publicId, fields.message),
    () => {
      setForm({ message: '' });
      goTo?.(here);
    },
  );
  const resolve = () =>
    act(
      () => selfService.resolve(ticket.publicId),
      () => goTo?.(here),
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <section className="account-card ticket-thread" aria-labelledby="ticket-title">
      <p>
        <ShopLink to="/accounts/tickets">{t('thread.back')}</ShopLink>
      </p>
      <h2 id="ticket-title">{ticket.subject}</h2>
      <p className="ticket-meta">
        {t('thread.number', { number: ticket.publicId })} · <span>{t(`status.${ticket.status}`)}</span>
        {ticket.orderPublicId ? <> · {t('thread.order', { order: ticket.orderPublicId })}</> : null}
      </p>
      {ticket.attachmentUrl ? (
        <p>
          <a href={ticket.attachmentUrl} download>
            {t('thread.attachment')}
          </a>
        </p>
      ) : null}
      <TicketMessages
        messages={ticket.messages}
        authorOf={(author) => t(`author.${author}`)}
        timeOf={(iso) => date.format(new Date(iso))}
      />
      {ticket.status === 'ARCHIVED' ? (
        <p>{t('thread.archived')}</p>
      ) : (
        <AppForm className="account-form" noValidate onSubmit={onSubmit}>
          <AccountField
            id="reply-message"
            namespace={NS}
            label={t('thread.reply')}
            type="textarea"
            required
            value={form.message}
            problem={problemOf('message')}
            onValue={(value) => change('message', value)}
            onLeave={() => leave('message')}
          />
          <AccountFormEnd namespace={NS} status={status} submit={t('thread.send')} otherFailed={resolving === 'failed'}>
            {ticket.status === 'PENDING' ? (
              <button
                type="button"
                className="button-secondary"
                disabled={!hydrated || resolving === 'sending'}
                onClick={() => void resolve()}
              >
                {t('thread.resolve')}
              </button>
            ) : null}
          </AccountFormEnd>
        </AppForm>
      )}
    </section>
  );
};
