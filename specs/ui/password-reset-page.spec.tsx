import { fireEvent, render, screen } from '@testing-library/react';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authRuntimeError } from '../../core/domain/errors/error-situations.ts';
import type { AuthFailure } from '../../core/storefront/auth/auth-client.port.ts';
import type { PasswordResetRefused } from '../../core/storefront/auth/password-reset-gateway.port.ts';
import type { AuthUseCases } from '../../core/storefront/auth/auth-use-cases.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import general from '../../ui/locales/general/en.json';
import passwordReset from '../../ui/locales/password-reset/en.json';
import { PasswordResetPage } from '../../ui/pages/password-reset/password-reset-page.tsx';

type Answer = ResultAsync<void, AuthFailure | PasswordResetRefused>;

const renderReset = (token: string | null, answer: () => Answer = () => okAsync(undefined)) => {
  const calls: unknown[][] = [];
  const auth = {
    requestPasswordReset: (...args: unknown[]) => {
      calls.push(['requestPasswordReset', ...args]);
      return answer();
    },
    confirmPasswordReset: (...args: unknown[]) => {
      calls.push(['confirmPasswordReset', ...args]);
      return answer();
    },
  } as unknown as AuthUseCases;
  const router = createMemoryRouter([{ path: '*', element: <PasswordResetPage data={{ token }} /> }]);
  const i18n = createI18n({
    lng: 'en',
    ns: ['general', 'password-reset'],
    resources: { en: { general, 'password-reset': passwordReset } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={{ auth } as UiUseCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
  return calls;
};

const describedBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

const submitEmail = (email: string) => {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
};

const submitPassword = (password: string) => {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
};

describe('the password reset page without a token (asking for the link)', () => {
  it('asks for the e-mail in a labelled field and links back to sign in', () => {
    renderReset(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('type')).toBe('email');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('flags an e-mail the core refuses and sends nothing', () => {
    const calls = renderReset(null);
    submitEmail('ana@estampa');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(screen.getByLabelText('E-mail'))).toBe(
      'Enter a valid e-mail address, such as name@example.com.',
    );
    expect(calls).toEqual([]);
  });

  it('asks the shop to mail the link and says so without telling whether the account exists', async () => {
    const calls = renderReset(null);
    submitEmail('ana@estampa.example');
    expect((await screen.findByRole('status')).textContent).toBe(
      'If an account uses this e-mail, we have sent it a link to reset the password.',
    );
    expect(calls).toEqual([['requestPasswordReset', 'ana@estampa.example']]);
    expect(screen.queryByRole('button', { name: 'Send the link' })).toBeNull();
  });

  it('says when there were too many attempts', async () => {
    renderReset(null, () => errAsync({ type: 'TooManyAttempts' }));
    submitEmail('ana@estampa.example');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('shows the error catalogue’s text when the auth server fails', async () => {
    renderReset(null, () => errAsync(authRuntimeError()));
    submitEmail('ana@estampa.example');
    expect((await screen.findByRole('alert')).textContent).toBe('Runtime error, check the console logs to debug');
  });
});

describe('the password reset page with a token (choosing the new password)', () => {
  it('asks for the new password in a labelled field', () => {
    renderReset('token-from-the-mail');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  it('refuses a password shorter than the policy’s minimum before asking the shop', () => {
    const calls = renderReset('token-from-the-mail');
    submitPassword('short');
    expect(describedBy(screen.getByLabelText('New password'))).toBe('Use at least 10 characters.');
    expect(calls).toEqual([]);
  });

  it('sets the new password with the link’s token and says it is done', async () => {
    const calls = renderReset('token-from-the-mail');
    submitPassword('a-long-new-password');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password has been changed. You can now sign in with it.',
    );
    expect(calls).toEqual([['confirmPasswordReset', 'token-from-the-mail', 'a-long-new-password']]);
  });

  it('says the link expired or was used', async () => {
    renderReset('used-token', () => errAsync({ type: 'ResetLinkInvalid' }));
    submitPassword('a-long-new-password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired or has already been used. Ask for a new one.',
    );
    expect(screen.getByRole('button', { name: 'Save the new password' })).toHaveProperty('disabled', false);
  });

  it('translates the shop’s problem with a field, or gives a general text for one it does not name', async () => {
    renderReset('token', () =>
      errAsync({ type: 'InvalidFields', fields: [{ field: 'password', problem: 'Invalid' }] }),
    );
    submitPassword('password123');
    expect((await screen.findByRole('alert')).textContent).toBe('Use at least 10 characters.');
  });

  it('gives the general text for a problem the form has no words for', async () => {
    renderReset('token', () =>
      errAsync({ type: 'InvalidFields', fields: [{ field: 'password', problem: 'TooLong' }] }),
    );
    submitPassword('password123');
    expect((await screen.findByRole('alert')).textContent).toBe('Check the form and try again.');
  });

  it('falls back to a general text when the refused fields carry no message', async () => {
    renderReset('token', () => errAsync({ type: 'InvalidFields', fields: [] }));
    submitPassword('password123');
    expect((await screen.findByRole('alert')).textContent).toBe('Check the form and try again.');
  });

  it('says in the visitor’s language that a common password is refused, and lets them choose another', async () => {
    renderReset('token', () => errAsync({ type: 'CommonPassword' }));
    submitPassword('qwertyuiop');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password is too common and easy to guess. Choose another one.',
    );
    expect(screen.getByRole('button', { name: 'Save the new password' })).toHaveProperty('disabled', false);
  });
});
