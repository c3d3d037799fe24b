import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GrantedCategories } from '../../core/domain/consent/consent.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { PageEvent } from '../../core/domain/marketing/page-event.ts';
import { newSession, type Session } from '../../core/domain/session/session.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import { CURRENT_CONSENT_VERSION } from '../../core/storefront/session/consent-text.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import type { AuthUseCases } from '../../core/storefront/auth/auth-use-cases.ts';
import type { SessionUseCases } from '../../core/storefront/session/session-use-cases.ts';
import { SessionShell } from '../../ui/app/session-shell.tsx';
import { ConsentSettingsButton } from '../../ui/components/consent/consent-settings-button.tsx';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import english from '../../ui/locales/general/en.json';

const FIRST_VISIT = newSession('SpecSession00000000000000000001' as SessionId);
const answered = (choice: GrantedCategories, version = CURRENT_CONSENT_VERSION): Session => ({
  ...FIRST_VISIT,
  isConsentGiven: true,
  isAdsAccepted: choice.ads,
  isAnalyticsAccepted: choice.analytics,
  consentVersion: version,
});

beforeAll(() => {
  // jsdom has <dialog> but not its modal API.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

/** Fake session use cases recording what the UI asked for. */
const fakeSession = (stored: Session, { failChoice = false } = {}) => {
  const calls = {
    chosen: [] as GrantedCategories[],
    applied: [] as GrantedCategories[],
    events: [] as PageEvent[],
    identified: [] as Session[],
  };
  const useCases: SessionUseCases = {
    start: () => okAsync(stored),
    chooseConsent: (choice) => {
      calls.chosen.push(choice);
      return failChoice ? errAsync(apiRequestFailed('/api/session')) : okAsync(answered(choice));
    },
    onSharedSession: () => () => undefined,
    declareConsentDefault: () => undefined,
    applyConsent: (granted) => void calls.applied.push(granted),
    recordAnalyticsIdentity: (session) => {
      calls.identified.push(session);
      return okAsync({ ...session, ga4ClientId: '1.2', ga4SessionId: '2', ga4SessionNumber: 1 });
    },
    recordPageView: (event, granted) => {
      if (granted.analytics) calls.events.push(event);
      return okAsync(granted.analytics);
    },
  };
  return { useCases, calls };
};

/** The shell also reads the auth session, for the header: a visitor who is not signed in. */
const SIGNED_OUT: Pick<AuthUseCases, 'session'> = { session: () => okAsync(null) };

const renderShell = (session: SessionUseCases, consentDue = false) => {
  // The shell reads only the page's route name, for page events and their title.
  const page = { routeName: 'home' } as PageView;
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', resources: { en: { general: english } } })}>
      <UseCasesProvider useCases={{ session, auth: SIGNED_OUT } as unknown as UiUseCases}>
        <MemoryRouter initialEntries={['/']}>
          <SessionShell page={page} consentDue={consentDue}>
            <button type="button">Page content</button>
            <ConsentSettingsButton />
          </SessionShell>
        </MemoryRouter>
      </UseCasesProvider>
    </I18nextProvider>,
  );
};

const banner = () => screen.findByRole('region', { name: 'Cookies and your privacy' });

describe('the consent banner', () => {
  it("is drawn from the server's answer before the session is read, and follows the session once it is", async () => {
    let release: (session: Session) => void = () => undefined;
    const { useCases } = fakeSession(FIRST_VISIT);
    const pending: SessionUseCases = {
      ...useCases,
      start: () => ResultAsync.fromSafePromise(new Promise<Session>((resolve) => (release = resolve))),
    };
    renderShell(pending, true);
    expect(screen.getByRole('region', { name: 'Cookies and your privacy' })).toBeTruthy();
    await act(async () => release(answered({ ads: false, analytics: true })));
    expect(screen.queryByRole('region', { name: 'Cookies and your privacy' })).toBeNull();
  });

  it('asks a first-time visitor, with accept, reject and preferences, and sends no page event yet', async () => {
    const { useCases, calls } = fakeSession(FIRST_VISIT);
    renderShell(useCases);
    const region = await banner();
    for (const name of ['Accept all', 'Reject all', 'Preferences']) {
      expect(within(region).getByRole('button', { name })).toBeTruthy();
    }
    // The signals follow the session's reading in an effect of the same render.
    await waitFor(() => expect(calls.applied).toEqual([{ ads: false, analytics: false }]));
    expect(calls.events).toEqual([]);
  });

  it('stores "Accept all", hides itself, grants both and sends the page view', async () => {
    const { useCases, calls } = fakeSession(FIRST_VISIT);
    renderShell(useCases);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(calls.chosen).toEqual([{ ads: true, analytics: true }]);
    expect(calls.applied.at(-1)).toEqual({ ads: true, analytics: true });
    expect(calls.events).toHaveLength(1);
    expect(calls.events[0]).toMatchObject({ category: 'page', name: 'home', page: { path: '/' } });
    await waitFor(() => expect(calls.identified).toHaveLength(1));
    expect(calls.identified[0]?.isAnalyticsAccepted).toBe(true);
  });

  it('stores "Reject all" as an answer that grants nothing', async () => {
    const { useCases, calls } = fakeSession(FIRST_VISIT);
    renderShell(useCases);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(calls.chosen).toEqual([{ ads: false, analytics: false }]);
    expect(calls.events).toEqual([]);
    expect(calls.identified).toEqual([]);
  });

  it('describes the page shown in its page view, not the title the tab still has from the page before', async () => {
    document.title = 'Ofertas · Estampa';
    const { useCases, calls } = fakeSession(answered({ ads: false, analytics: true }));
    renderShell(useCases);
    await waitFor(() => expect(calls.events).toHaveLength(1));
    expect(calls.events[0]?.page.title).toBe('Estampa: personalised prints, mugs and photo gifts');
  });

  it('comes first in tab order, before the page, as it comes first to a screen reader', async () => {
    const { useCases } = fakeSession(FIRST_VISIT);
    renderShell(useCases, true);
    const region = await banner();
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Accept all' })).toHaveProperty('disabled', false),
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Accept all' }));
  });

  it('stays, with an alert, when the answer could not be stored', async () => {
    const { useCases } = fakeSession(FIRST_VISIT, { failChoice: true });
    renderShell(useCases);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not save your choice. Please try again.');
    expect(await banner()).toBeTruthy();
  });

  it('is not shown to a visitor who answered the current text, whose answer is applied', async () => {
    const { useCases, calls } = fakeSession(answered({ ads: false, analytics: true }));
    renderShell(useCases);
    await waitFor(() => expect(calls.applied).toEqual([{ ads: false, analytics: true }]));
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls.events).toHaveLength(1);
  });

  it('asks again after a new consent version, granting nothing meanwhile', async () => {
    const older = answered({ ads: true, analytics: true }, 0 as typeof CURRENT_CONSENT_VERSION);
    const { useCases, calls } = fakeSession(older);
    renderShell(useCases);
    expect(await banner()).toBeTruthy();
    expect(calls.applied).toEqual([{ ads: false, analytics: false }]);
  });
});

describe('the consent preferences dialog', () => {
  it('opens as a modal dialog with a checkbox per category and saves the choice', async () => {
    const { useCases, calls } = fakeSession(FIRST_VISIT);
    renderShell(useCases);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    const analytics = within(dialog).getByRole('checkbox', { name: 'Analytics' });
    expect(analytics.getAttribute('aria-describedby')).toBe('consent-analytics-hint');
    expect((within(dialog).getByRole('checkbox', { name: 'Advertising' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(analytics);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.chosen).toEqual([{ ads: false, analytics: true }]);
  });

  it('keeps Tab inside and gives the focus back to the opener on cancel', async () => {
    const { useCases, calls } = fakeSession(FIRST_VISIT);
    renderShell(useCases);
    const opener = within(await banner()).getByRole('button', { name: 'Preferences' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);
    await userEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(calls.chosen).toEqual([]);
  });

  it('opens again from "Cookie settings" with the answer in force, to change one\'s mind', async () => {
    const { useCases, calls } = fakeSession(answered({ ads: false, analytics: true }));
    renderShell(useCases);
    await waitFor(() => expect(calls.applied).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect((within(dialog).getByRole('checkbox', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(calls.chosen).toEqual([{ ads: false, analytics: false }]));
  });
});
