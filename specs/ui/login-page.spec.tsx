import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authServerConfiguration } from '../../core/domain/errors/error-situations.ts';
import type { SafePath } from '../../core/domain/routing/safe-redirect.ts';
import type { AuthFailure } from '../../core/storefront/auth/auth-client.port.ts';
import type { SignInRefused } from '../../core/storefront/auth/sign-in.use-cases.ts';
import type { AuthUseCases } from '../../core/storefront/auth/auth-use-cases.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import general from '../../ui/locales/general/en.json';
import login from '../../ui/locales/login/en.json';
import { LoginPage } from '../../ui/pages/login/login-page.tsx';

type SignInAnswer = ResultAsync<string, AuthFailure | SignInRefused>;

/** Sign-in use cases that record each call and answer what the test gives. */
const fakeAuth = (answer: () => SignInAnswer = () => okAsync('/')) => {
  const calls: unknown[][] = [];
  const auth = {
    signInWithPassword: (...args: unknown[]) => {
      calls.push(['signInWithPassword', ...args]);
      return answer();
    },
    sendSignInLink: (...args: unknown[]) => {
      calls.push(['sendSignInLink', ...args]);
      return answer();
    },
  } as unknown as AuthUseCases;
  return { auth, calls };
};

const renderLogin = (redirect: string | null, answer?: () => SignInAnswer) => {
  const fake = fakeAuth(answer);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage data={{ redirect: redirect as SafePath | null }} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/login'] },
  );
  const i18n = createI18n({ lng: 'en', ns: ['general', 'login'], resources: { en: { general, login } } });
  render(
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={{ auth: fake.auth } as UiUseCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
  return { calls: fake.calls, router };
};

const describedBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

const fillIn = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
};

describe('the login page', () => {
  it('asks for the e-mail and the password in labelled fields, and links to the password reset', () => {
    renderLogin(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('E-mail').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/login/password-reset',
    );
  });

  it('flags a bad e-mail and a missing password next to their fields and sends nothing', () => {
    const { calls } = renderLogin(null);
    fillIn('ana@estampa', '');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(screen.getByLabelText('E-mail'))).toBe(
      'Enter a valid e-mail address, such as name@example.com.',
    );
    expect(describedBy(screen.getByLabelText('Password'))).toBe('Enter your password.');
    expect(calls).toEqual([]);
  });

  it('signs in with the e-mail, the password and the redirect target, then goes there', async () => {
    const { calls, router } = renderLogin('/cart');
    fillIn('ana@estampa.example', 'estampa-ana-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls).toEqual([['signInWithPassword', 'ana@estampa.example', 'estampa-ana-2024', '/cart']]);
  });

  it('without a redirect target, signs in towards home and lets /login pick the next page', async () => {
    const { calls, router } = renderLogin(null);
    fillIn('ana@estampa.example', 'estampa-ana-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.[3]).toBe('/');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says a wrong password is wrong, in the shopper’s language, and stays on the page', async () => {
    const { router } = renderLogin('/cart', () => errAsync({ type: 'SignInRefused', code: 'CredentialsSignin' }));
    fillIn('ana@estampa.example', 'not-the-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail or the password is not correct.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('gives a general text for a refusal it has no words for', async () => {
    renderLogin(null, () => errAsync({ type: 'SignInRefused', code: 'SomethingNew' }));
    fillIn('ana@estampa.example', 'estampa-ana-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not sign you in. Please try again.');
  });

  it('shows the error catalogue’s text when the auth server is misconfigured', async () => {
    renderLogin(null, () => errAsync(authServerConfiguration()));
    fillIn('ana@estampa.example', 'estampa-ana-2024');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server configuration error');
  });

  it('sends a sign-in link to the e-mail alone, towards the accounts home', async () => {
    const { calls } = renderLogin(null);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@estampa.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Check your inbox: we have sent you a link to sign in.',
    );
    expect(calls).toEqual([['sendSignInLink', 'ana@estampa.example', '/accounts/home']]);
  });
});
