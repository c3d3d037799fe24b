import type { Locale } from '../site/locale.ts';

/** One text in several languages, keyed by locale. */
export type Translations = Readonly<Partial<Record<string, string>>>;

/** English is the shop's common language, so it stands in for a missing translation first. */
export const FALLBACK_LOCALE: Locale = 'en';

/** The text in `locale`, else English, else the first translation there is, else empty. */
export const localisedText = (texts: Translations, locale: Locale): string =>
  texts[locale] || texts[FALLBACK_LOCALE] || Object.values(texts).find((text) => !!text) || '';
