import type { Locale } from '../site/locale.ts';

/** Where a missing translation is looked up next: English, then Spanish (the shop's first language). */
export const TEXT_FALLBACK_LOCALES: readonly Locale[] = ['en', 'es'];

/** The locales a text is looked up in, best first, without repeats. */
export const textLocales = (locale: Locale): readonly Locale[] => [
  locale,
  ...TEXT_FALLBACK_LOCALES.filter((fallback) => fallback !== locale),
];

/** Text keyed by locale, as the catalogue stores it. */
export type TranslatedText = Partial<Readonly<Record<string, string>>>;

/** The text in the first of `locales` that has one; empty when none has. */
export const translate = (texts: TranslatedText, locales: readonly Locale[]): string =>
  locales.map((locale) => texts[locale]).find((text) => text !== undefined && text !== '') ?? '';
