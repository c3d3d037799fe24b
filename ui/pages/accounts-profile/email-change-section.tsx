import { useEffect, useRef, useState, type FormEvent } from 'react';
import { keepLocalePrefix } from '../../../core/domain/routing/locale-prefix.ts';
import { useGoTo, useShownLocation } from '../../app/page-navigation.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { AccountField } from '../../components/forms/account-field.tsx';
import { AccountFormEnd } from '../../components/forms/account-form-end.tsx';
import { AppForm } from '../../components/forms/app-form.tsx';
import { useAccountForm } from '../../components/forms/use-account-form.ts';

const NS = 'accounts-profile';

/** The query key of a mailed link's token, and the one the page reopens with to say how it went. */
const TOKEN_KEY = 'email_change';
const OUTCOME_KEY = 'email_changed';
const OUTCOMES = ['done', 'Expired', 'Used', 'Taken', 'failed'] as const;
type Outcome = (typeof OUTCOMES)[number];

const outcomeOf = (value: string | null): Outcome | null => OUTCOMES.find((outcome) => outcome === value) ?? null;

/**
 * The e-mail change: a new address and the password send a link there. Opened from that link (signed in), the page
 * follows it once in the browser, never in the server's render, then reopens with the outcome and fresh data.
 */
export const EmailChangeSection = ({ email }: { readonly email: string }) => {
  const { t } = useTexts(NS);
  const { selfService } = useUseCases();
  const goTo = useGoTo();
  const location = useShownLocation();
  const query = new URLSearchParams(location.search);
  const token = query.get(TOKEN_KEY);
  const outcome = outcomeOf(query.get(OUTCOME_KEY));
  const followed = useRef<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (token === null || followed.current === token) return;
    followed.current = token;
    const reopen = (result: Outcome) =>
      goTo?.(keepLocalePrefix(`/accounts/profile?${OUTCOME_KEY}=${result}`, location.pathname));
    void selfService.confirmEmailChange(token).match(
      (answer) =>
        reopen(answer.kind === 'done' ? 'done' : (outcomeOf(answer.problems[0]?.problem ?? null) ?? 'failed')),
      () => reopen('failed'),
    );
  }, [token, goTo, location.pathname, selfService]);

  const { form, setForm, status, problemOf, change, leave, submit } = useAccountForm(
    { newEmail: '', password: '' },
    (fields) => selfService.emailChangeProblems(fields.newEmail, fields.password),
    (fields) => selfService.requestEmailChange(fields.newEmail, fields.password),
    (address) => {
      setSentTo(address);
      setForm({ newEmail: '', password: '' });
    },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <section className="account-card" aria-labelledby="email-change-title">
      <h2 id="email-change-title">{t('emailChange.title')}</h2>
      <p>
        {t('emailChange.current')} <strong>{email}</strong>
      </p>
      {token !== null ? <p role="status">{t('emailChange.confirming')}</p> : null}
      {outcome === 'done' ? <p role="status">{t('emailChange.changed', { email })}</p> : null}
      {outcome !== null && outcome !== 'done' ? (
        <p role="alert" className="form-error">
          {t(`emailChange.refused.${outcome}`)}
        </p>
      ) : null}
      <p>{t('emailChange.lead')}</p>
      <AppForm className="account-form" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <AccountField
          id="email-change-new"
          namespace={NS}
          label={t('emailChange.newEmail')}
          autoComplete="email"
          required
          value={form.newEmail}
          problem={problemOf('newEmail')}
          onValue={(value) => change('newEmail', value)}
          onLeave={() => leave('newEmail')}
        />
        <AccountField
          id="email-change-password"
          namespace={NS}
          label={t('emailChange.password')}
          type="password"
          autoComplete="current-password"
          required
          value={form.password}
          problem={problemOf('password')}
          onValue={(value) => change('password', value)}
          onLeave={() => leave('password')}
        />
        <AccountFormEnd
          namespace={NS}
          status={status}
          submit={t('emailChange.send')}
          done={sentTo === null ? null : t('emailChange.sent', { email: sentTo })}
        />
      </AppForm>
    </section>
  );
};
