import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageOutcome, PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { PageNavigator } from '../../ui/app/page-navigation.tsx';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import { createI18n } from '../../ui/app/i18n.ts';
import { SiteSearch } from '../../ui/components/site-search/site-search.tsx';
import { inertPlatform } from '../support/platform-fakes.ts';
import general from '../../ui/locales/general/en.json';

const aboutUs: PageView = {
  kind: 'page',
  routeName: 'about-us',
  params: {},
  locale: 'en',
  layout: 'master',
  keepAlive: true,
  forceSsr: false,
  data: {},
};

const AddressBar = () => {
  const { pathname, search } = useLocation();
  return <p>address bar: {pathname + search}</p>;
};

/** openPage records each path asked for and never answers, so the spec sees where a submit went. */
const recordingOpenPage = () => {
  const opened: string[] = [];
  const openPage: UiUseCases['openPage'] = (path, search) => {
    opened.push(`${path}${search}`);
    return ResultAsync.fromSafePromise(new Promise<PageOutcome>(() => undefined));
  };
  return { openPage, opened };
};

const i18n = () => createI18n({ lng: 'en', resources: { en: { general, 'about-us': {} } } });

describe('the header search form', () => {
  // jsdom has no layout to scroll.
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('opens the search page for the typed words as an in-app navigation', async () => {
    const navigation = recordingOpenPage();
    render(
      <I18nextProvider i18n={i18n()}>
        <UseCasesProvider useCases={{ openPage: navigation.openPage, platform: inertPlatform() } as UiUseCases}>
          <MemoryRouter initialEntries={['/about-us']}>
            <PageNavigator initial={aboutUs}>
              <SiteSearch />
              <AddressBar />
            </PageNavigator>
          </MemoryRouter>
        </UseCasesProvider>
      </I18nextProvider>,
    );
    const search = screen.getByRole('search', { name: 'Search designs' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search designs' }), 'red mug');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigation.opened).toEqual(['/search?query=red+mug']);
    expect(screen.getByText('address bar: /search?query=red+mug')).toBeTruthy();
    expect(search.getAttribute('action')).toBe('/search');
    expect(search.getAttribute('method')).toBe('get');
  });

  it('is left to the browser as a plain GET outside a page navigator', () => {
    render(
      <I18nextProvider i18n={i18n()}>
        <UseCasesProvider useCases={{ platform: inertPlatform() } as UiUseCases}>
          <MemoryRouter initialEntries={['/about-us']}>
            <SiteSearch />
          </MemoryRouter>
        </UseCasesProvider>
      </I18nextProvider>,
    );
    // fireEvent answers false when a handler prevented the browser's own submit.
    expect(fireEvent.submit(screen.getByRole('search', { name: 'Search designs' }))).toBe(true);
  });
});
