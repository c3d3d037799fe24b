import { render, screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSession, type Session } from '../../core/domain/session/session.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import { CURRENT_CONSENT_VERSION } from '../../core/storefront/session/consent-text.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { loadNotFoundScreen } from '../../ui/pages/error/lazy-not-found-screen.tsx';
import type { SessionUseCases } from '../../core/storefront/session/session-use-cases.ts';
import { StorefrontApp } from '../../ui/app/storefront-app.tsx';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import english from '../../ui/locales/general/en.json';
import { inertPlatform } from '../support/platform-fakes.ts';

const ANSWERED: Session = {
  ...newSession('SpecSession00000000000000000001' as SessionId),
  isConsentGiven: true,
  consentVersion: CURRENT_CONSENT_VERSION,
};

const session: SessionUseCases = {
  start: () => okAsync(ANSWERED),
  chooseConsent: () => okAsync(ANSWERED),
  onSharedSession: () => () => undefined,
  declareConsentDefault: () => undefined,
  applyConsent: () => undefined,
  recordAnalyticsIdentity: (read) => okAsync(read),
  recordPageView: () => okAsync(true),
};

const SIGNED_IN = {
  user: { name: 'Ana', email: 'ana@estampa.example' },
  customer: null,
  expires: '2099-01-01T00:00:00.000Z',
};

/** The whole app showing an error screen, for a visitor who is signed in. */
const renderError = (status: number) => {
  const useCases = {
    session,
    auth: { session: () => okAsync(SIGNED_IN) },
    platform: inertPlatform(),
    openPage: () => okAsync({ kind: 'error', status, message: 'Page not found' }),
    logError: () => okAsync(undefined),
    // The header's cart count follows the cart; an error screen changes nothing in it.
    cart: { followChanges: () => () => undefined },
  } as unknown as UiUseCases;
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', resources: { en: { general: english } } })}>
      <UseCasesProvider useCases={useCases}>
        <MemoryRouter initialEntries={['/no-such-page']}>
          <StorefrontApp
            initial={{ kind: 'error', status, message: 'Page not found' }}
            consentDue={false}
            cartItemCount={null}
          />
        </MemoryRouter>
      </UseCasesProvider>
    </I18nextProvider>,
  );
};

describe('the header and footer of an error screen', () => {
  // The page opener loads the 404 screen's code before showing it, as it loads a page's.
  beforeAll(loadNotFoundScreen);

  it.each([404, 500])('show who is signed in and keep the cookie settings (%i)', async (status) => {
    renderError(status);
    expect(await screen.findByRole('link', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
  });
});
