import { useState, type FormEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { useNavigate } from 'react-router';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { signInFailureScreen } from '../../../core/domain/customers/sign-in-provider.ts';
import { validateEmail } from '../../../core/domain/validation/email.ts';
import type { AuthFailure } from '../../../core/storefront/auth/auth-client.port.ts';
import type { SignInRefused } from '../../../core/storefront/auth/sign-in.use-cases.ts';
import type { LoginPageData } from '../../../core/storefront/auth/load-auth-pages.use-case.ts';
import { useAuthSession } from '../../app/auth-session.tsx';
import { useUseCases } from '../../app/use-cases.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { authErrorText } from './auth-error-text.ts';
import { AppForm } from '../../components/forms/app-form.tsx';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'failed'; message: string }
  | { kind: 'linkSent' }
  | { kind: 'fatal'; message: string };

/**
 * E-mail and password, or a sign-in link by e-mail. Once signed in: the safe redirect target, or /login
 * again, whose login-redirection-by-cart guard picks the next page for a signed-in visitor.
 */
export const LoginPage = ({ data }: { data: LoginPageData }) => {
  const { t } = useTexts(['login', 'general']);
  const { auth } = useUseCases();
  const { refresh } = useAuthSession();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState({ email: false, password: false });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  // Spec 8: a provider list that could not load ends on the error screen (500), any other failure stays here.
  if (status.kind === 'fatal') throw new Error(status.message);
  const failedWith = (error: AuthFailure | SignInRefused): Status =>
    signInFailureScreen(error) === 'error'
      ? { kind: 'fatal', message: error.type === 'SignInRefused' ? error.code : error.message }
      : { kind: 'failed', message: authErrorText(t, error) };

  const emailError = checked.email && validateEmail(email).isErr() ? t('emailInvalid') : null;
  const passwordError = checked.password && password === '' ? t('passwordRequired') : null;
  const busy = status.kind === 'busy' || !hydrated;

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setChecked({ email: true, password: true });
    if (validateEmail(email).isErr() || password === '') return;
    setStatus({ kind: 'busy' });
    const outcome = await auth.signInWithPassword(email, password, data.redirect ?? '/');
    if (outcome.isErr()) return setStatus(failedWith(outcome.error));
    await refresh();
    await navigate(data.redirect ?? '/login', { replace: true });
  };

  const sendLink = async () => {
    setChecked((was) => ({ ...was, email: true }));
    if (validateEmail(email).isErr()) return;
    setStatus({ kind: 'busy' });
    const outcome = await auth.sendSignInLink(email, data.redirect ?? '/accounts/home');
    setStatus(outcome.isOk() ? { kind: 'linkSent' } : failedWith(outcome.error));
  };

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('title')}</h1>
      <AppForm noValidate onSubmit={(event) => void signIn(event)} legend={t('title')}>
        <div className="form-field">
          <label htmlFor="login-email">{t('email')}</label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setChecked((was) => ({ ...was, email: email !== '' || was.email }))}
            aria-invalid={emailError !== null}
            aria-describedby={emailError ? 'login-email-error' : undefined}
          />
          {emailError ? <p id="login-email-error">{emailError}</p> : null}
        </div>
        <div className="form-field">
          <label htmlFor="login-password">{t('password')}</label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={passwordError !== null}
            aria-describedby={passwordError ? 'login-password-error' : undefined}
          />
          {passwordError ? <p id="login-password-error">{passwordError}</p> : null}
        </div>
        {status.kind === 'failed' ? <p role="alert">{status.message}</p> : null}
        {status.kind === 'linkSent' ? <p role="status">{t('linkSent')}</p> : null}
        <div className="form-actions">
          <button type="submit" disabled={busy}>
            {t('submit')}
          </button>
          <button type="button" onClick={() => void sendLink()} disabled={busy}>
            {t('sendLink')}
          </button>
        </div>
      </AppForm>
      <p>
        <ShopLink to="/login/password-reset">{t('forgotPassword')}</ShopLink>
      </p>
      <p className="auth-sign-up">
        {t('general:signUp.newHere')} <ShopLink to="/login/sign-up">{t('general:signUp.link')}</ShopLink>
      </p>
    </section>
  );
};
