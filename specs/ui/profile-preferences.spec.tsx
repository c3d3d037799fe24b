import { fireEvent, render, screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { OwnNewsletter } from '../../core/storefront/community/community-gateway.port.ts';
import type { CommunityUseCases } from '../../core/storefront/community/community-pages.use-cases.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import { ConsentPreferencesContext } from '../../ui/components/consent/consent-preferences-context.tsx';
import general from '../../ui/locales/general/en.json';
import profile from '../../ui/locales/accounts-profile/en.json';
import { PreferencesSection } from '../../ui/pages/accounts-profile/preferences-section.tsx';

const renderSection = (status: OwnNewsletter['status']) => {
  const asked: string[] = [];
  const email = 'ana@example.es';
  const community = {
    ownNewsletter: () => okAsync({ email, status }),
    setOwnNewsletter: (subscribed: boolean) => {
      asked.push(subscribed ? 'subscribe' : 'unsubscribe');
      return okAsync({ email, status: subscribed ? 'pending' : 'unsubscribed' });
    },
  } as unknown as CommunityUseCases;
  const i18n = createI18n({
    lng: 'en',
    ns: ['general', 'accounts-profile'],
    resources: { en: { general, 'accounts-profile': profile } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={{ community } as UiUseCases}>
        <ConsentPreferencesContext.Provider value={() => asked.push('cookie preferences')}>
          <PreferencesSection />
        </ConsentPreferencesContext.Provider>
      </UseCasesProvider>
    </I18nextProvider>,
  );
  return asked;
};

const newsletterBox = () => screen.findByRole('checkbox', { name: /^Get the .* newsletter at ana@example\.es$/ });

describe('the profile’s newsletter and cookie preferences', () => {
  it('asks for the newsletter with double opt-in and says a confirmation mail is on its way', async () => {
    const asked = renderSection('none');
    const box = await newsletterBox();
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('You do not get the newsletter.');
    fireEvent.click(box);
    expect(
      await screen.findByText(
        'We have sent you an e-mail to confirm the subscription: open its link to start getting it.',
      ),
    ).toBeTruthy();
    expect(((await newsletterBox()) as HTMLInputElement).checked).toBe(true);
    expect(asked).toEqual(['subscribe']);
  });

  it('ends a confirmed subscription at once', async () => {
    const asked = renderSection('confirmed');
    const box = await newsletterBox();
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect(await screen.findByText('You unsubscribed: you do not get the newsletter.')).toBeTruthy();
    expect(asked).toEqual(['unsubscribe']);
  });

  it('opens the cookie preferences dialog', async () => {
    const asked = renderSection('none');
    await newsletterBox();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(asked).toEqual(['cookie preferences']);
  });
});
