import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { invalidProvider } from '../../core/domain/errors/error-situations.ts';
import type { AuthUseCases } from '../../core/storefront/auth/auth-use-cases.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import { PageErrorBoundary } from '../../ui/app/page-error-boundary.tsx';
import { LoginPage } from '../../ui/pages/login/login-page.tsx';
import general from '../../ui/locales/general/en.json';
import login from '../../ui/locales/login/en.json';
import { inertPlatform } from '../support/platform-fakes.ts';

/** The login page as the storefront renders it, inside the boundary that shows the error screen. */
const renderLogin = (signIn: AuthUseCases['signInWithPassword']) => {
  const logged: string[] = [];
  const auth = { session: () => okAsync(null), signInWithPassword: signIn } as Partial<AuthUseCases>;
  const useCases = {
    auth,
    platform: inertPlatform(),
    logError: (line: string) => {
      logged.push(line);
      return okAsync(undefined);
    },
  } as unknown as UiUseCases;
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', resources: { en: { general, login } } })}>
      <UseCasesProvider useCases={useCases}>
        <MemoryRouter initialEntries={['/login']}>
          <PageErrorBoundary>
            <LoginPage data={{ redirect: null }} />
          </PageErrorBoundary>
        </MemoryRouter>
      </UseCasesProvider>
    </I18nextProvider>,
  );
  return { logged };
};

const submit = async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), 'ana@estampa.example');
  await user.type(screen.getByLabelText('Password'), 'estampa-ana-2024');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('the login page and an unknown sign-in provider (spec 8)', () => {
  it('stays on the sign-in page with the translated InvalidProvider text when the answer is 400', async () => {
    renderLogin(() => errAsync(invalidProvider('credentials', true)));
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in method is not available.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('goes to the error screen, logged, when the providers could not load (500)', async () => {
    const { logged } = renderLogin(() => errAsync(invalidProvider('credentials', false)));
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(logged).toEqual([expect.stringMatching(/^500 \/login: /)]);
  });
});
