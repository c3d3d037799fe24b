import i18next, { type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const DEFAULT_NAMESPACE = 'general';

/** The namespaces a page needs: the general one and the page's own (named after its route). */
export const namespacesFor = (routeName: string | undefined): string[] =>
  routeName ? [DEFAULT_NAMESPACE, routeName] : [DEFAULT_NAMESPACE];

/**
 * The texts a page is shown with, in its language: a client-side navigation waits for them as it waits for
 * the page's data, so no raw key is ever on screen.
 */
export const loadPageTexts = async (instance: i18n, routeName: string, locale: string): Promise<void> => {
  await instance.loadNamespaces(namespacesFor(routeName));
  await instance.loadLanguages(locale);
};

/**
 * One i18next instance (per request on the server, per tab in the browser); a missing key shows the key.
 * `brand` is the shop's name as its live config has it, which every text names as {{brand}}.
 */
export const createI18n = (
  options: InitOptions,
  plugins: readonly Parameters<i18n['use']>[0][] = [],
  brand = 'Estampa',
): i18n => {
  const instance = i18next.createInstance();
  for (const plugin of [...plugins, initReactI18next]) instance.use(plugin);
  void instance.init({
    fallbackLng: 'en',
    defaultNS: DEFAULT_NAMESPACE,
    ns: [DEFAULT_NAMESPACE],
    interpolation: { escapeValue: false, defaultVariables: { brand } },
    react: { useSuspense: false },
    initAsync: false,
    ...options,
  });
  return instance;
};
