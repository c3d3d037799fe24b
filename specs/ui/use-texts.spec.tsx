import { act, render, screen } from '@testing-library/react';
import type { BackendModule, ReadCallback } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../ui/app/i18n.ts';
import { useTexts } from '../../ui/app/use-texts.ts';

/** A backend whose namespaces arrive when the spec sends them, as the locale files arrive over the network. */
const slowBackend = (files: Readonly<Record<string, Record<string, string>>>) => {
  const waiting: (() => void)[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (language: string, namespace: string, callback: ReadCallback) => {
      waiting.push(() => callback(null, files[`${language}/${namespace}`] ?? {}));
    },
  };
  return { backend, arrive: () => act(() => waiting.splice(0).forEach((send) => send())) };
};

const Greeting = ({ namespaces }: { namespaces?: string | string[] }) => {
  const { t } = useTexts(namespaces);
  return (
    <p>
      {t('greeting')} · {t('farewell', { name: 'Ana' })} · {t('missing', 'A default')}
    </p>
  );
};

describe("a component's texts", () => {
  it('come from the first namespace it names, in the language of the page, with options and defaults', () => {
    const i18n = createI18n({
      lng: 'es',
      resources: {
        es: { general: { greeting: 'Hola' }, cart: { greeting: 'Tu cesta', farewell: 'Adiós, {{name}}' } },
      },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <Greeting namespaces={['cart', 'general']} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hola · farewell · A default')).toBeTruthy();
    expect(screen.getByText('Tu cesta · Adiós, Ana · A default')).toBeTruthy();
  });

  it('show their keys until a namespace not loaded yet arrives, then its texts', async () => {
    const { backend, arrive } = slowBackend({ 'es/cart': { greeting: 'Tu cesta', farewell: 'Adiós, {{name}}' } });
    const i18n = createI18n(
      { lng: 'es', resources: { es: { general: { greeting: 'Hola' } } }, partialBundledLanguages: true },
      [backend],
    );
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting namespaces="cart" />
      </I18nextProvider>,
    );
    expect(screen.getByText('greeting · farewell · A default')).toBeTruthy();
    await arrive();
    expect(screen.getByText('Tu cesta · Adiós, Ana · A default')).toBeTruthy();
  });

  it('follow a change of language', async () => {
    const i18n = createI18n({
      lng: 'es',
      resources: { es: { general: { greeting: 'Hola' } }, fr: { general: { greeting: 'Bonjour' } } },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Bonjour · farewell · A default')).toBeTruthy();
  });
});
