import { useContext, useEffect, useSyncExternalStore } from 'react';
import type { i18n, TFunction, TOptions } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';
import { DEFAULT_NAMESPACE } from './i18n.ts';

/** The texts of one language and namespace list, as they stand at one revision of the i18n store. */
export type Texts = { readonly t: TFunction; readonly i18n: i18n };

/** Changes that make the shown texts stale: a new language, or a namespace arriving from the backend. */
type Revision = {
  readonly read: () => number;
  readonly subscribe: (listener: () => void) => () => void;
  /** The texts asked for at the current revision, by language and namespaces. */
  readonly texts: Map<string, Texts>;
};

const revisions = new WeakMap<i18n, Revision>();

const revisionOf = (instance: i18n): Revision => {
  let revision = revisions.get(instance);
  if (!revision) {
    let value = 0;
    const listeners = new Set<() => void>();
    const texts = new Map<string, Texts>();
    const bump = () => {
      value += 1;
      texts.clear();
      for (const listener of listeners) listener();
    };
    instance.on('languageChanged', bump);
    instance.on('loaded', bump);
    instance.store?.on('added', bump);
    revision = {
      read: () => value,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      texts,
    };
    revisions.set(instance, revision);
  }
  return revision;
};

/**
 * One `t` per language, namespaces and revision, shared by every component that asks: texts without options are
 * looked up once. react-i18next's useTranslation builds a new `t` and copies the i18n instance for each component,
 * which was a sixth of a server render.
 */
const textsOf = (instance: i18n, namespaces: readonly string[], revision: Revision): Texts => {
  const lng = instance.language;
  const key = `${lng}|${namespaces.join(',')}`;
  let texts = revision.texts.get(key);
  if (!texts) {
    const ns = namespaces[0] ?? DEFAULT_NAMESPACE;
    const plain = new Map<string, string>();
    const t = (textKey: string | string[], options?: TOptions | string) => {
      if (options === undefined && typeof textKey === 'string') {
        let text = plain.get(textKey);
        if (text === undefined) plain.set(textKey, (text = instance.t(textKey, { lng, ns })));
        return text;
      }
      return typeof options === 'string'
        ? instance.t(textKey, { lng, ns, defaultValue: options })
        : instance.t(textKey, { lng, ns, ...options });
    };
    // i18next's TFunction is an overloaded type no plain function satisfies; this one answers every call form we use.
    texts = { t: t as unknown as TFunction, i18n: instance };
    revision.texts.set(key, texts);
  }
  return texts;
};

/** The i18n instance of the nearest I18nextProvider, or react-i18next's global one in specs that set none. */
export const useI18nInstance = (): i18n => {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  if (!instance) throw new Error('useTexts needs an I18nextProvider above it');
  return instance;
};

/**
 * A component's texts in the namespaces it names (the first is where its keys live), re-rendered when the language
 * changes or a namespace loads; a namespace not loaded yet is asked of the backend, its keys showing meanwhile.
 */
export const useTexts = (namespaces: string | readonly string[] = DEFAULT_NAMESPACE): Texts => {
  const instance = useI18nInstance();
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const revision = revisionOf(instance);
  // The revision number makes React render again when it moves; the texts themselves are kept per revision.
  useSyncExternalStore(revision.subscribe, revision.read, revision.read);
  const nsKey = list.join(',');
  useEffect(() => {
    const missing = nsKey.split(',').filter((ns) => !instance.hasLoadedNamespace(ns));
    if (missing.length > 0) void instance.loadNamespaces(missing);
  }, [instance, nsKey]);
  return textsOf(instance, list, revision);
};
