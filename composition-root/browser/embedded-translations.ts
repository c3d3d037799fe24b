import * as t from 'io-ts';
import { decodeWith } from '../../adapters/shop-api-contract/decode-with.ts';
import { BRANDS } from '../../core/domain/site/brand.ts';
import { LOCALES, type Locale } from '../../core/domain/site/locale.ts';

const LocaleCodec = t.keyof(Object.fromEntries(LOCALES.map((l) => [l, null])) as Record<Locale, null>);

const EmbeddedTranslations = t.type({
  locale: LocaleCodec,
  /** The shop's name as the store's live config had it when the page was rendered. */
  brand: t.string,
  resources: t.record(t.string, t.record(t.string, t.UnknownRecord)),
});

/** The page's texts as the server embedded them; anything unreadable falls back to English loaded on demand. */
export const readEmbeddedTranslations = (json: string | null | undefined) => {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(json ?? 'null');
  } catch {
    // an unreadable element is treated like a missing one
  }
  return decodeWith(EmbeddedTranslations)(parsed).unwrapOr({ locale: 'en' as Locale, brand: BRANDS[0], resources: {} });
};
