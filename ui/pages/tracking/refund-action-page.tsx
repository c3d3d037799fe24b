import { useState, type FormEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { validateRefundData, type RefundDataInput } from '../../../core/domain/payments/refund-data.ts';
import type { RefundActionPageData as RefundActionData } from '../../../core/storefront/orders/order-pages.use-cases.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { AppForm } from '../../components/forms/app-form.tsx';

type Field = keyof RefundDataInput;

export const RefundActionPage = ({ data }: { data: RefundActionData }) => {
  const { t } = useTexts('tracking-user-required-action');
  const { orders } = useUseCases();
  const hydrated = useHydrated();
  const [input, setInput] = useState<RefundDataInput>({ iban: '', accountHolder: '' });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [server, setServer] = useState<Partial<Record<string, string>>>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>(
    data.action.status === 'DONE' ? 'sent' : 'editing',
  );
  const local = validateRefundData(input).match(
    () => ({}) as Partial<Record<Field, { type: string }>>,
    (errors) => errors,
  );
  const problemOf = (field: Field) => (touched.has(field) ? local[field]?.type : undefined) ?? server[field];
  const change = (field: Field) => (value: string) => {
    setInput((typed) => ({ ...typed, [field]: value }));
    setTouched((fields) => new Set([...fields, field]));
    setServer(({ [field]: _, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    void orders.submitRefundData(data.query, data.action.publicId, input).match(
      () => setState('sent'),
      (error) => {
        if (error.type === 'RefundDataRejected') {
          setServer(Object.fromEntries(error.fields.map((field) => [field.field, field.problem])));
          setTouched(new Set());
          setState('editing');
        } else setState('failed');
      },
    );
  };
  const field = (name: Field, autoComplete: string) => {
    const problem = problemOf(name);
    return (
      <div className="form-field">
        <label htmlFor={`refund-${name}`}>{t(`fields.${name}`)}</label>
        <input
          id={`refund-${name}`}
          value={input[name]}
          autoComplete={autoComplete}
          aria-invalid={problem !== undefined}
          aria-describedby={problem !== undefined ? `refund-${name}-error` : undefined}
          onChange={(event) => change(name)(event.target.value)}
        />
        {problem !== undefined && (
          <p id={`refund-${name}-error`} className="field-error">
            {t(`errors.${problem}`, { defaultValue: t('errors.other') })}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="refund-action">
      <h1>{t('title')}</h1>
      <p>{t('intro', { number: data.tracking.publicId })}</p>
      {state === 'sent' ? (
        <p role="status">{t('sent')}</p>
      ) : (
        <AppForm onSubmit={submit} noValidate>
          {field('iban', 'off')}
          {field('accountHolder', 'name')}
          {state === 'failed' && <p role="alert">{t('failed')}</p>}
          <button type="submit" className="button" disabled={!hydrated || state === 'sending'}>
            {t('submit')}
          </button>
        </AppForm>
      )}
    </div>
  );
};
