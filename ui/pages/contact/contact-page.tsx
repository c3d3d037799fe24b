import { useRef, useEffect, type FormEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import type { ContactField, FieldProblem } from '../../../core/storefront/help-center/contact-form.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { AttachmentField } from './attachment-field.tsx';
import { useAttachment } from './use-attachment.ts';
import { useContactForm } from './use-contact-form.ts';
import { AppForm } from '../../components/forms/app-form.tsx';

const FIELDS: readonly { readonly name: ContactField; readonly type: string; readonly autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', type: 'text', autoComplete: 'off' },
  { name: 'message', type: 'textarea', autoComplete: 'off' },
];

const problemKey = (problem: FieldProblem) =>
  problem.problem === 'Invalid' && problem.field === 'email' ? 'problems.emailInvalid' : `problems.${problem.problem}`;

export const ContactPage = () => {
  const { t } = useTexts('contact');
  const hydrated = useHydrated();
  const { form, state, problemOf, change, leave, submit, attachmentRefused, clearAttachmentProblem } = useContactForm();
  const { attachment, pick, remove } = useAttachment();
  const confirmation = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.kind === 'sent') confirmation.current?.focus();
  }, [state.kind]);

  if (state.kind === 'sent') {
    return (
      <article className="text-page" role="status">
        <h1 ref={confirmation} tabIndex={-1}>
          {t('sent.title')}
        </h1>
        <p>{t('sent.message', { ticketId: state.ticketId })}</p>
        <ShopLink to="/help-center">{t('sent.helpCenter')}</ShopLink>
      </article>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (attachment.kind === 'uploading') return;
    void submit(attachment.kind === 'attached' ? attachment.id : undefined);
  };

  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <AppForm className="contact-form" noValidate onSubmit={onSubmit} legend={t('title')}>
        {FIELDS.map((field) => {
          const id = `contact-${field.name}`;
          const problem = problemOf(field.name);
          const common = {
            id,
            name: field.name,
            value: form[field.name],
            required: true,
            autoComplete: field.autoComplete,
            'aria-invalid': problem !== undefined,
            ...(problem === undefined ? {} : { 'aria-describedby': `${id}-error` }),
            onBlur: () => leave(field.name),
          };
          return (
            <div className="form-field" key={field.name}>
              <label htmlFor={id}>{t(`fields.${field.name}`)}</label>
              {field.type === 'textarea' ? (
                <textarea {...common} rows={6} onChange={(event) => change(field.name, event.target.value)} />
              ) : (
                <input {...common} type={field.type} onChange={(event) => change(field.name, event.target.value)} />
              )}
              {problem !== undefined && (
                <p id={`${id}-error`} className="field-error">
                  {t(problemKey(problem), { max: 'max' in problem ? problem.max : 0 })}
                </p>
              )}
            </div>
          );
        })}
        <AttachmentField
          attachment={attachment}
          refusedOnSend={attachmentRefused}
          disabled={!hydrated || state.kind === 'sending'}
          onPick={(file) => {
            clearAttachmentProblem();
            void pick(file);
          }}
          onRemove={() => {
            clearAttachmentProblem();
            remove();
          }}
        />
        {state.kind === 'failed' && (
          <p role="alert" className="form-error">
            {t('failed')}
          </p>
        )}
        <button type="submit" disabled={!hydrated || state.kind === 'sending' || attachment.kind === 'uploading'}>
          {state.kind === 'sending' ? t('sending') : t('send')}
        </button>
      </AppForm>
    </article>
  );
};
