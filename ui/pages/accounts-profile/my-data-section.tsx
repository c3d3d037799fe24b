import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { deletionProblems } from '../../../core/storefront/accounts/self-service-forms.ts';
import { useAuthSession } from '../../app/auth-session.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { AccountField } from '../../components/forms/account-field.tsx';
import { AccountFormEnd } from '../../components/forms/account-form-end.tsx';
import { AppForm } from '../../components/forms/app-form.tsx';
import { useAccountForm } from '../../components/forms/use-account-form.ts';

const NS = 'accounts-profile';

/** Download everything the shop holds about the customer, or delete the account with its password. */
export const MyDataSection = ({ email, dataExportUrl }: { readonly email: string; readonly dataExportUrl: string }) => {
  const { t } = useTexts(NS);
  const { selfService, auth } = useUseCases();
  const { refresh } = useAuthSession();
  const navigate = useNavigate();
  const { form, status, problemOf, change, leave, submit } = useAccountForm(
    { password: '' },
    (fields) => deletionProblems(fields.password),
    (fields) => selfService.deleteAccount(fields.password),
    async () => {
      // The session died with the account; signing out also drops its cookie.
      await auth.signOut('/');
      await refresh();
      await navigate('/');
    },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <section className="account-card" aria-labelledby="data-title">
      <h2 id="data-title">{t('data.title')}</h2>
      <p>{t('data.exportLead')}</p>
      <p>
        <a className="button button-secondary" href={dataExportUrl} download="my-data.json">
          {t('data.export')}
        </a>
      </p>
      <h3>{t('data.deleteTitle')}</h3>
      <p>{t('data.deleteLead')}</p>
      <AppForm className="account-form" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <AccountField
          id="delete-password"
          namespace={NS}
          label={t('fields.deletePassword')}
          type="password"
          autoComplete="current-password"
          required
          value={form.password}
          problem={problemOf('password')}
          onValue={(value) => change('password', value)}
          onLeave={() => leave('password')}
        />
        <AccountFormEnd namespace={NS} status={status} submit={t('data.delete')} danger />
      </AppForm>
    </section>
  );
};
