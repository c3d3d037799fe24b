import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okAsync, ResultAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { ShopLink } from '../../ui/components/navigation/shop-link.tsx';
import { usePrefetchOnIntent } from '../../ui/components/navigation/use-prefetch.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageOutcome, PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { PageNavigator, usePageNavigation, useShownLocation } from '../../ui/app/page-navigation.tsx';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import { inertPlatform } from '../support/platform-fakes.ts';
import { createI18n } from '../../ui/app/i18n.ts';
import { PageErrorBoundary } from '../../ui/app/page-error-boundary.tsx';
import general from '../../ui/locales/general/en.json';

const page = (routeName: 'about-us' | 'contact'): PageView => ({
  kind: 'page',
  routeName,
  params: {},
  locale: 'en',
  layout: 'master',
  keepAlive: true,
  forceSsr: false,
  data: {},
});

/** What the navigator offers the screen: the page shown, its location, and whether the next one is loading. */
const Screen = () => {
  usePrefetchOnIntent();
  const { shown, pending } = usePageNavigation();
  const shownAt = useShownLocation();
  const addressBar = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>shown: {shown.kind === 'page' ? shown.routeName : `error ${shown.status} ${shown.message}`}</p>
      <p>shown at: {shownAt.pathname}</p>
      <p>address bar: {addressBar.pathname}</p>
      {pending ? <p role="progressbar" aria-label="Loading" /> : null}
      <ShopLink to="/contact">Contact</ShopLink>
      <ShopLink to="/tracking">Tracking</ShopLink>
      <ShopLink to="/gone">Gone</ShopLink>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
};

type Answer = { readonly outcome: PageOutcome; readonly resolve: () => void };

/** openPage answers when the spec says so, so a navigation can be caught while it loads. */
const controlledOpenPage = (outcomes: Readonly<Record<string, PageOutcome>>) => {
  const opened: string[] = [];
  const waiting = new Map<string, Answer>();
  const openPage: UiUseCases['openPage'] = (path) => {
    opened.push(path);
    return ResultAsync.fromSafePromise(
      new Promise<PageOutcome>((resolve) =>
        waiting.set(path, { outcome: outcomes[path]!, resolve: () => resolve(outcomes[path]!) }),
      ),
    );
  };
  const answer = async (path: string) => {
    await act(async () => waiting.get(path)!.resolve());
  };
  return { openPage, opened, answer };
};

/** Translations that arrive when the spec says so: each namespace asked for waits for `deliver`. */
const controlledTexts = () => {
  const asked = new Map<string, () => void>();
  const backend = {
    type: 'backend' as const,
    init: () => undefined,
    read: (language: string, namespace: string, done: (error: null, data: object) => void) => {
      asked.set(`${language}/${namespace}`, () => done(null, { title: `${namespace} title` }));
    },
  };
  const deliver = async (key: string) => act(async () => asked.get(key)?.());
  return {
    asked,
    deliver,
    i18n: createI18n({ lng: 'en', resources: { en: { general } }, partialBundledLanguages: true }, [backend]),
  };
};

const renderNavigator = (
  openPage: UiUseCases['openPage'],
  platform = inertPlatform(),
  i18n = createI18n({ lng: 'en', resources: { en: { general, contact: {}, 'about-us': {}, tracking: {} } } }),
) =>
  render(
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={{ openPage, platform } as UiUseCases}>
        <MemoryRouter initialEntries={['/about-us']}>
          <PageNavigator initial={page('about-us')}>
            <Screen />
          </PageNavigator>
        </MemoryRouter>
      </UseCasesProvider>
    </I18nextProvider>,
  );

describe('navigating between pages', () => {
  // jsdom has no layout to scroll.
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows the server-rendered page without opening it again', () => {
    const { openPage, opened } = controlledOpenPage({});
    renderNavigator(openPage);
    expect(screen.getByText('shown: about-us')).toBeTruthy();
    expect(opened).toEqual([]);
  });

  it('keeps the page on screen while the next one loads, then shows it with its location', async () => {
    const navigation = controlledOpenPage({ '/contact': page('contact') });
    renderNavigator(navigation.openPage);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(navigation.opened).toEqual(['/contact']);
    expect(screen.getByText('shown: about-us')).toBeTruthy();
    expect(screen.getByText('shown at: /about-us')).toBeTruthy();
    expect(screen.getByText('address bar: /contact')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();

    await navigation.answer('/contact');
    // The page's code loads after its data.
    expect(await screen.findByText('shown: contact')).toBeTruthy();
    expect(screen.getByText('shown at: /contact')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('waits for the next page’s texts as it waits for its data, so no raw key is shown', async () => {
    const navigation = controlledOpenPage({ '/contact': page('contact') });
    const texts = controlledTexts();
    renderNavigator(navigation.openPage, inertPlatform(), texts.i18n);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    await navigation.answer('/contact');
    await waitFor(() => expect([...texts.asked.keys()]).toContain('en/contact'));
    expect(screen.getByText('shown: about-us')).toBeTruthy();
    await texts.deliver('en/contact');
    expect(await screen.findByText('shown: contact')).toBeTruthy();
    expect(texts.i18n.t('contact:title')).toBe('contact title');
  });

  it('opens a page once when the link is hovered and then clicked: the prefetch is what the click shows', async () => {
    const navigation = controlledOpenPage({ '/tracking': page('contact') });
    renderNavigator(navigation.openPage);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Tracking' }));
    expect(navigation.opened).toEqual(['/tracking']);
    await userEvent.click(screen.getByRole('link', { name: 'Tracking' }));
    await navigation.answer('/tracking');
    expect(await screen.findByText('shown at: /tracking')).toBeTruthy();
    expect(navigation.opened).toEqual(['/tracking']);
  });

  it('opens a hovered page afresh on the click when the session wrote in between (added to the cart, signed in)', async () => {
    const navigation = controlledOpenPage({ '/tracking': page('contact') });
    let writes = 0;
    renderNavigator(navigation.openPage, inertPlatform({ sessionWrites: () => writes }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Tracking' }));
    await navigation.answer('/tracking');
    writes = 1;
    await userEvent.click(screen.getByRole('link', { name: 'Tracking' }));
    expect(navigation.opened).toEqual(['/tracking', '/tracking']);
    await navigation.answer('/tracking');
    expect(await screen.findByText('shown at: /tracking')).toBeTruthy();
  });

  it('opens the first page again when the visitor goes back to it', async () => {
    const navigation = controlledOpenPage({ '/contact': page('contact'), '/about-us': page('about-us') });
    renderNavigator(navigation.openPage);
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    await navigation.answer('/contact');
    expect(await screen.findByText('shown: contact')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigation.opened).toEqual(['/contact', '/about-us']);
    await navigation.answer('/about-us');
    expect(await screen.findByText('shown: about-us')).toBeTruthy();
    expect(screen.getByText('shown at: /about-us')).toBeTruthy();
  });

  it("follows a guard's redirect, replacing the address it was sent from", async () => {
    const navigation = controlledOpenPage({
      '/tracking': { kind: 'redirect', to: '/contact', status: 302 },
      '/contact': page('contact'),
    });
    renderNavigator(navigation.openPage);
    await userEvent.click(screen.getByRole('link', { name: 'Tracking' }));
    await navigation.answer('/tracking');
    await waitFor(() => expect(navigation.opened).toEqual(['/tracking', '/contact']));
    await navigation.answer('/contact');
    expect(await screen.findByText('shown: contact')).toBeTruthy();
    expect(screen.getByText('address bar: /contact')).toBeTruthy();
  });

  it('shows the error of a path that opens no page', async () => {
    const navigation = controlledOpenPage({
      '/gone': { kind: 'error', status: 404, message: 'Page not found' },
    });
    renderNavigator(navigation.openPage);
    await userEvent.click(screen.getByRole('link', { name: 'Gone' }));
    await navigation.answer('/gone');
    expect(await screen.findByText('shown: error 404 Page not found')).toBeTruthy();
  });

  it('shows the latest navigation when an earlier one answers after it', async () => {
    const navigation = controlledOpenPage({
      '/gone': { kind: 'error', status: 404, message: 'Page not found' },
      '/contact': page('contact'),
    });
    renderNavigator(navigation.openPage);
    await userEvent.click(screen.getByRole('link', { name: 'Gone' }));
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    await navigation.answer('/contact');
    expect(await screen.findByText('shown: contact')).toBeTruthy();
    await navigation.answer('/gone');
    expect(screen.getByText('shown: contact')).toBeTruthy();
  });

  it('leaves a click for another tab or window to the browser', () => {
    const navigation = controlledOpenPage({ '/contact': page('contact') });
    renderNavigator(navigation.openPage);
    // Whether the shop left each click's default action to the browser; jsdom itself cannot follow a link.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    const contact = screen.getByRole('link', { name: 'Contact' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }]) {
      fireEvent.click(contact, modifier);
    }
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(navigation.opened).toEqual([]);
    expect(screen.getByText('address bar: /about-us')).toBeTruthy();
  });

  it('loads the next page afresh once a new build is live, without opening it in the running app', async () => {
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const navigation = controlledOpenPage({ '/contact': page('contact') });
    renderNavigator(
      navigation.openPage,
      inertPlatform({ liveBuild: { watch: () => () => undefined, navigationKind: () => 'document' } }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/contact`);
    expect(navigation.opened).toEqual([]);
    vi.unstubAllGlobals();
  });
});

describe('a page that fails while rendering', () => {
  const Failing = ({ fail }: { fail: boolean }) => {
    if (fail) throw new Error('The page broke');
    return <p>The page</p>;
  };

  it('shows the 500 error screen, and the next page renders afresh', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const screenFor = (fail: boolean, resetKey: string) => (
      <I18nextProvider i18n={createI18n({ lng: 'en', resources: { en: { general } } })}>
        <UseCasesProvider
          useCases={{ logError: () => okAsync(undefined), platform: inertPlatform() } as unknown as UiUseCases}
        >
          <MemoryRouter>
            <PageErrorBoundary resetKey={resetKey}>
              <Failing fail={fail} />
            </PageErrorBoundary>
          </MemoryRouter>
        </UseCasesProvider>
      </I18nextProvider>
    );
    const { rerender } = render(screenFor(true, 'first'));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    rerender(screenFor(false, 'second'));
    expect(screen.getByText('The page')).toBeTruthy();
  });
});
