import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { checkNewPassword, PASSWORD_MIN_LENGTH } from '../../../core/domain/customers/password-policy.ts';
import { validatePersonName } from '../../../core/domain/checkout/person-name.ts';
import type { FieldProblem } from '../../../core/domain/forms/field-problem.ts';
import { validateEmail } from '../../../core/domain/validation/email.ts';
import type { AuthFailure } from '../../../core/storefront/auth/auth-client.port.ts';
import type {
  PasswordResetRefused,
  SignUpForm as SignUpFields,
} from '../../../core/storefront/auth/password-reset-gateway.port.ts';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { AppForm } from '../forms/app-form.tsx';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string } | { kind: 'done' };

type Field = keyof SignUpFields;

/** The same rules the shop applies, checked before sending: a refused field is named under itself. */
const fieldErrorsOf = (t: TFunction, form: SignUpFields): Partial<Record<Field, string>> => ({
  ...(validateEmail(form.email).isErr() ? { email: t('signUp.emailInvalid') } : {}),
  ...(validatePersonName(form.firstName).isErr() ? { firstName: t('signUp.firstNameInvalid') } : {}),
  ...(validatePersonName(form.lastName).isErr() ? { lastName: t('signUp.lastNameInvalid') } : {}),
  ...(checkNewPassword('password', form.password).isErr()
    ? { password: t('signUp.passwordTooShort', { min: PASSWORD_MIN_LENGTH }) }
    : {}),
});

const problemText = (t: TFunction, problem: FieldProblem): string =>
  problem.field === 'password' ? t('signUp.passwordTooShort', { min: PASSWORD_MIN_LENGTH }) : t('signUp.invalid');

/** The shop's refusal in words: a common password, too many tries, or the situation's own text. */
const failureText = (t: TFunction, error: AuthFailure | PasswordResetRefused): string => {
  switch (error.type) {
    case 'InvalidFields':
      return [...new Set(error.fields.map((problem) => problemText(t, problem)))].join(' ') || t('signUp.invalid');
    case 'CommonPassword':
      return t('signUp.passwordCommon');
    case 'TooManyAttempts':
      return t('signUp.tooMany');
    case 'ResetLinkInvalid':
      return t('signUp.invalid');
    default:
      return t(`authError.${error.type}`);
  }
};

const FIELDS: readonly { name: Field; type: string; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
];

/**
 * A new account: names, e-mail and password. The shop mails a link that confirms the address; following it signs
 * the shopper in, and the guest orders placed with that address join the account. A page that already knows the
 * address (the order's) gives it, and the form does not ask for it again.
 */
export const SignUpForm = ({ id, email }: { readonly id: string; readonly email?: string }) => {
  const { t } = useTexts('general');
  const { auth } = useUseCases();
  const hydrated = useHydrated();
  const [form, setForm] = useState<SignUpFields>({ email: email ?? '', firstName: '', lastName: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const errors = checked ? fieldErrorsOf(t, form) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(fieldErrorsOf(t, form)).length > 0) return;
    setStatus({ kind: 'busy' });
    const outcome = await auth.signUp(form);
    setStatus(outcome.isOk() ? { kind: 'done' } : { kind: 'failed', message: failureText(t, outcome.error) });
  };

  if (status.kind === 'done') return <p role="status">{t('signUp.mailSent', { email: form.email })}</p>;
  return (
    <AppForm noValidate onSubmit={(event) => void submit(event)} legend={t('signUp.title')} className="sign-up-form">
      {FIELDS.filter((field) => field.name !== 'email' || email === undefined).map((field) => {
        const error = errors[field.name];
        const fieldId = `${id}-${field.name}`;
        return (
          <div className="form-field" key={field.name}>
            <label htmlFor={fieldId}>{t(`signUp.${field.name}`)}</label>
            <input
              id={fieldId}
              type={field.type}
              autoComplete={field.autoComplete}
              value={form[field.name]}
              onChange={(event) => setForm((was) => ({ ...was, [field.name]: event.target.value }))}
              aria-invalid={error !== undefined}
              aria-describedby={error === undefined ? undefined : `${fieldId}-error`}
            />
            {error === undefined ? null : <p id={`${fieldId}-error`}>{error}</p>}
          </div>
        );
      })}
      {status.kind === 'failed' ? <p role="alert">{status.message}</p> : null}
      <button type="submit" className="button" disabled={status.kind === 'busy' || !hydrated}>
        {t('signUp.submit')}
      </button>
    </AppForm>
  );
};
