import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resource } from 'i18next';
import { isLocale, type Locale } from '../../core/domain/site/locale.ts';

/** Every namespace of every locale from ui/locales/{namespace}/{locale}.json, read once at start. */
export const loadTranslations = (appRoot: string): Resource => {
  const root = path.join(appRoot, 'ui/locales');
  const resources: Resource = {};
  for (const namespace of readdirSync(root)) {
    for (const file of readdirSync(path.join(root, namespace))) {
      const locale = file.replace(/\.json$/, '');
      if (!isLocale(locale)) continue;
      resources[locale] ??= {};
      resources[locale][namespace] = JSON.parse(readFileSync(path.join(root, namespace, file), 'utf8')) as Record<
        string,
        unknown
      >;
    }
  }
  return resources;
};

/** The namespaces a page starts with, for one locale and its English fallback: what the server embeds. */
export const resourcesFor = (all: Resource, locale: Locale, namespaces: readonly string[]): Resource =>
  Object.fromEntries(
    [...new Set<Locale>([locale, 'en'])].map((lng) => [
      lng,
      Object.fromEntries(namespaces.filter((ns) => all[lng]?.[ns]).map((ns) => [ns, all[lng]![ns]!])),
    ]),
  );
