import { render, screen } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../ui/app/i18n.ts';
import { loadNotFoundScreen } from '../../ui/pages/error/lazy-not-found-screen.tsx';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import { ErrorScreen } from '../../ui/pages/error/error-screen.tsx';
import english from '../../ui/locales/general/en.json';
import { inertPlatform } from '../support/platform-fakes.ts';

const renderFailure = (status: number, message: string, path = '/somewhere') => {
  const logged: string[] = [];
  // The error screen only opens pages, logs and draws icons; the other use cases are never reached from it.
  const useCases: Pick<UiUseCases, 'openPage' | 'logError' | 'showMoreDesigns' | 'platform'> = {
    platform: inertPlatform(),
    openPage: () => okAsync({ kind: 'error', status: 404, message }),
    logError: (line) => {
      logged.push(line);
      return okAsync(undefined);
    },
    showMoreDesigns: (block) => okAsync(block),
  };
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en', resources: { en: { general: english } } })}>
      <UseCasesProvider useCases={useCases as UiUseCases}>
        <MemoryRouter initialEntries={[path]}>
          <ErrorScreen status={status} message={message} />
        </MemoryRouter>
      </UseCasesProvider>
    </I18nextProvider>,
  );
  return { logged };
};

describe('the error screen', () => {
  // The page opener loads the 404 screen's code before showing it, as it loads a page's.
  beforeAll(loadNotFoundScreen);

  it('shows a 404 with its message, the path, home, contact, search, suggestions and a further block', async () => {
    const { logged } = renderFailure(404, 'Page not found', '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /no-such-page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Maybe you were looking for' })).toBeTruthy();
    expect(screen.getByRole('separator')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Still lost?' })).toBeTruthy();
    expect(logged).toEqual(['404 /no-such-page: Page not found']);
  });

  it("shows the localised message to the shopper and keeps the route table's English text for the log", async () => {
    const { logged } = renderFailure(404, 'Page Not Found: /search', '/search');
    expect(await screen.findByText('We could not find this page.')).toBeTruthy();
    expect(screen.queryByText('Page Not Found: /search')).toBeNull();
    expect(logged).toEqual(['404 /search: Page Not Found: /search']);
  });

  it('keeps the locale prefix of the path on its links', async () => {
    renderFailure(404, 'Page not found', '/en/no-such-page');
    expect((await screen.findByRole('link', { name: 'Back to home' })).getAttribute('href')).toBe('/en');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/en/contact');
  });

  it('shows a 400-style screen with Back to home and Refresh for a client error', async () => {
    renderFailure(410, 'Gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not open this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it("titles the tab '500 Error' rather than keeping the last page's title", async () => {
    document.title = 'Ofertas · Estampa';
    renderFailure(500, 'boom');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(document.title).toBe('500 Error');
  });

  it('shows a 500-style screen for a server fault and logs it', async () => {
    const { logged } = renderFailure(500, 'API Request failed /home-blocks', '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(logged).toEqual(['500 /: API Request failed /home-blocks']);
  });
});
