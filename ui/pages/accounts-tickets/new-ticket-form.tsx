import { keepLocalePrefix } from '../../../core/domain/routing/locale-prefix.ts';
import type { FormEvent } from 'react';
import { CONTACT_TYPES, type ContactType } from '../../../core/domain/help-center/contact-type.ts';
import { newTicketProblems } from '../../../core/storefront/accounts/self-service-forms.ts';
import type { AccountTicketsPageData } from '../../../core/storefront/accounts/load-self-service-pages.use-case.ts';
import { useGoTo, useShownLocation } from '../../app/page-navigation.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { AccountField } from '../../components/forms/account-field.tsx';
import { AppForm } from '../../components/forms/app-form.tsx';
import { useAccountForm } from '../../components/forms/use-account-form.ts';
import { AttachmentField } from '../contact/attachment-field.tsx';
import { useAttachment } from '../contact/use-attachment.ts';

const NS = 'accounts-tickets';

/** A new ticket under the account's name and e-mail, with an optional order number and file. */
export const NewTicketForm = ({ customer }: { readonly customer: AccountTicketsPageData['customer'] }) => {
  const { t } = useTexts(NS);
  const { selfService } = useUseCases();
  const goTo = useGoTo();
  const shownPath = useShownLocation().pathname;
  const hydrated = useHydrated();
  const { attachment, pick, remove } = useAttachment();
  const attachmentId = attachment.kind === 'attached' ? attachment.id : undefined;
  const { form, status, problemOf, change, leave, submit } = useAccountForm(
    { contactType: 'helpCenter', subject: '', orderPublicId: '', message: '' },
    (fields) => newTicketProblems({ ...customer, ...fields, contactType: fields.contactType as ContactType }),
    (fields) =>
      selfService.openTicket({ ...customer, ...fields, contactType: fields.contactType as ContactType, attachmentId }),
    (publicId) => goTo?.(keepLocalePrefix(`/accounts/tickets?ticket=${publicId}`, shownPath)),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (attachment.kind === 'uploading') return;
    void submit();
  };
  const field = (name: 'subject' | 'orderPublicId' | 'message', type: 'text' | 'textarea' = 'text') => (
    <AccountField
      id={`ticket-${name}`}
      namespace={NS}
      label={t(`fields.${name}`)}
      type={type}
      required={name !== 'orderPublicId'}
      value={form[name]}
      problem={problemOf(name)}
      onValue={(value) => change(name, value)}
      onLeave={() => leave(name)}
    />
  );
  return (
    <section className="account-card" aria-labelledby="new-ticket-title">
      <h2 id="new-ticket-title">{t('new.title')}</h2>
      <AppForm className="account-form" noValidate onSubmit={onSubmit}>
        <div className="form-field">
          <label htmlFor="ticket-contactType">{t('fields.contactType')}</label>
          <select
            id="ticket-contactType"
            name="contactType"
            value={form.contactType}
            onChange={(event) => change('contactType', event.target.value)}
          >
            {CONTACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`contactTypes.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {field('subject')}
        {field('orderPublicId')}
        {field('message', 'textarea')}
        <AttachmentField
          namespace={NS}
          attachment={attachment}
          refusedOnSend={problemOf('attachmentId' as 'subject') !== undefined}
          disabled={!hydrated || status === 'sending'}
          onPick={(file) => void pick(file)}
          onRemove={remove}
        />
        {status === 'failed' ? (
          <p role="alert" className="form-error">
            {t('failed')}
          </p>
        ) : null}
        <button type="submit" disabled={!hydrated || status === 'sending' || attachment.kind === 'uploading'}>
          {status === 'sending' ? t('sending') : t('new.send')}
        </button>
      </AppForm>
    </section>
  );
};
