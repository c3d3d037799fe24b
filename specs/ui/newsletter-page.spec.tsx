import { fireEvent, render, screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NewsletterLinkOutcome } from '../../core/storefront/community/community-gateway.port.ts';
import type { CommunityUseCases } from '../../core/storefront/community/community-pages.use-cases.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import general from '../../ui/locales/general/en.json';
import newsletter from '../../ui/locales/newsletter/en.json';
import { NewsletterPage } from '../../ui/pages/newsletter/newsletter-page.tsx';

const renderLanding = (token: string, confirmed: NewsletterLinkOutcome) => {
  const asked: string[] = [];
  const community = {
    confirm: (sent: string) => {
      asked.push(`confirm ${sent}`);
      return okAsync(confirmed);
    },
    subscribe: (email: string) => {
      asked.push(`subscribe ${email}`);
      return okAsync({ kind: 'sent' });
    },
  } as unknown as CommunityUseCases;
  const router = createMemoryRouter([{ path: '*', element: <NewsletterPage data={{ token }} /> }]);
  const i18n = createI18n({
    lng: 'en',
    ns: ['general', 'newsletter'],
    resources: { en: { general, newsletter } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={{ community } as UiUseCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>,
  );
  return asked;
};

describe('where the newsletter’s confirmation link lands', () => {
  it('says an expired link has expired and asks for the address again, with its consent, to send a new one', async () => {
    const asked = renderLanding('expired-token', { kind: 'invalid' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ask for a new link' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'nina@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Tick the box to agree to receive the newsletter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to receive the/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your inbox' })).toBeTruthy();
    expect(asked).toEqual(['confirm expired-token', 'subscribe nina@example.com']);
  });

  it('says a link that worked has confirmed the subscription, and offers no form', async () => {
    renderLanding('good-token', { kind: 'done' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
  });
});
