/** The languages the storefront is written in: one per store language, plus English. */
export const LOCALES = ['pl', 'es', 'it', 'da', 'fr', 'pt', 'cs', 'en'] as const;

export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);
