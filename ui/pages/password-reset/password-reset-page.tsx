import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { validateEmail } from '../../../core/domain/validation/email.ts';
import { checkNewPassword, PASSWORD_MIN_LENGTH } from '../../../core/domain/customers/password-policy.ts';
import type { FieldProblem } from '../../../core/domain/forms/field-problem.ts';
import type { AuthFailure } from '../../../core/storefront/auth/auth-client.port.ts';
import type { PasswordResetPageData } from '../../../core/storefront/auth/load-auth-pages.use-case.ts';
import type { PasswordResetRefused } from '../../../core/storefront/auth/password-reset-gateway.port.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { AppForm } from '../../components/forms/app-form.tsx';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string } | { kind: 'done' };

type Failure = AuthFailure | PasswordResetRefused;

/** A refused field's text: the form has two fields, and a password is refused for being too short. */
const problemText = (t: TFunction, problem: FieldProblem): string => {
  if (problem.field === 'email') return t('password-reset:emailInvalid');
  if (problem.field === 'password' && problem.problem === 'Invalid') {
    return t('password-reset:passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  }
  return t('password-reset:invalid');
};

/** Shown in the form: each refused field's text, else the situation's text. */
const failureText = (t: TFunction, error: Failure): string => {
  switch (error.type) {
    case 'InvalidFields':
      return (
        [...new Set(error.fields.map((problem) => problemText(t, problem)))].join(' ') || t('password-reset:invalid')
      );
    case 'ResetLinkInvalid':
      return t('password-reset:linkInvalid');
    case 'CommonPassword':
      return t('password-reset:passwordCommon');
    case 'TooManyAttempts':
      return t('password-reset:tooMany');
    default:
      return t(`general:authError.${error.type}`);
  }
};

const Field = (props: {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) => (
  <div className="form-field">
    <label htmlFor={props.id}>{props.label}</label>
    <input
      id={props.id}
      type={props.type}
      autoComplete={props.autoComplete}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      aria-invalid={props.error !== null}
      aria-describedby={props.error ? `${props.id}-error` : undefined}
    />
    {props.error ? <p id={`${props.id}-error`}>{props.error}</p> : null}
  </div>
);

/** Without a token: ask for the e-mail to mail a link to. With the link's token: set the new password. */
export const PasswordResetPage = ({ data }: { data: PasswordResetPageData }) => {
  const { t } = useTexts(['password-reset', 'general']);
  const { auth } = useUseCases();
  const hydrated = useHydrated();
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const token = data.token;

  const fieldError = !checked
    ? null
    : token === null
      ? validateEmail(value).isErr()
        ? t('emailInvalid')
        : null
      : checkNewPassword('password', value).isErr()
        ? t('passwordTooShort', { min: PASSWORD_MIN_LENGTH })
        : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const invalid = token === null ? validateEmail(value).isErr() : checkNewPassword('password', value).isErr();
    if (invalid) return;
    setStatus({ kind: 'busy' });
    const outcome =
      token === null ? await auth.requestPasswordReset(value) : await auth.confirmPasswordReset(token, value);
    setStatus(outcome.isOk() ? { kind: 'done' } : { kind: 'failed', message: failureText(t, outcome.error) });
  };

  return (
    <section className="auth-page" aria-labelledby="password-reset-title">
      <h1 id="password-reset-title">{t(token === null ? 'requestTitle' : 'confirmTitle')}</h1>
      {status.kind === 'done' ? (
        <p role="status">{t(token === null ? 'mailSent' : 'changed')}</p>
      ) : (
        <AppForm noValidate onSubmit={(event) => void submit(event)}>
          <p>{t(token === null ? 'requestIntro' : 'confirmIntro')}</p>
          {token === null ? (
            <Field
              id="reset-email"
              label={t('email')}
              type="email"
              autoComplete="email"
              value={value}
              error={fieldError}
              onChange={setValue}
            />
          ) : (
            <Field
              id="reset-password"
              label={t('newPassword')}
              type="password"
              autoComplete="new-password"
              value={value}
              error={fieldError}
              onChange={setValue}
            />
          )}
          {status.kind === 'failed' ? <p role="alert">{status.message}</p> : null}
          <button type="submit" disabled={status.kind === 'busy' || !hydrated}>
            {t(token === null ? 'sendLink' : 'save')}
          </button>
        </AppForm>
      )}
      <p>
        <ShopLink to="/login">{t('backToLogin')}</ShopLink>
      </p>
    </section>
  );
};
