import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../core/domain/customers/password-policy.ts';
import { passwordChangeProblems } from '../../../core/storefront/accounts/self-service-forms.ts';
import { useAuthSession } from '../../app/auth-session.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { AccountField } from '../../components/forms/account-field.tsx';
import { AccountFormEnd } from '../../components/forms/account-form-end.tsx';
import { AppForm } from '../../components/forms/app-form.tsx';
import { useAccountForm } from '../../components/forms/use-account-form.ts';

const NS = 'accounts-profile';

/** A new password, given the current one: every session ends, and this browser signs in again with the new one. */
export const PasswordForm = ({ email }: { readonly email: string }) => {
  const { t } = useTexts(NS);
  const { selfService, auth } = useUseCases();
  const { refresh } = useAuthSession();
  const { form, setForm, status, problemOf, change, leave, submit } = useAccountForm(
    { currentPassword: '', newPassword: '' },
    (fields) => passwordChangeProblems(fields.currentPassword, fields.newPassword),
    (fields) =>
      selfService
        .changePassword(fields.currentPassword, fields.newPassword)
        .andThen((outcome) =>
          outcome.kind === 'done'
            ? auth.signInWithPassword(email, fields.newPassword, '/accounts/profile').map(() => outcome)
            : auth.session('/accounts/profile').map(() => outcome),
        ),
    async () => {
      setForm({ currentPassword: '', newPassword: '' });
      await refresh();
    },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <section className="account-card" aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <p>{t('password.lead')}</p>
      <AppForm className="account-form" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <AccountField
          id="password-current"
          namespace={NS}
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={form.currentPassword}
          problem={problemOf('currentPassword')}
          onValue={(value) => change('currentPassword', value)}
          onLeave={() => leave('currentPassword')}
        />
        <AccountField
          id="password-new"
          namespace={NS}
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          value={form.newPassword}
          problem={problemOf('newPassword')}
          onValue={(value) => change('newPassword', value)}
          onLeave={() => leave('newPassword')}
        />
        <AccountFormEnd namespace={NS} status={status} submit={t('password.save')} done={t('password.changed')} />
      </AppForm>
    </section>
  );
};
