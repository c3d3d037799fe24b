import type { Locale } from '../site/locale.ts';
import { storeFor, type StoreSlug } from '../site/stores.ts';
import { textLocales } from './text-locales.ts';

/** Whose prices and which language a catalogue read is for. */
export type CatalogueView = { readonly store: StoreSlug; readonly locales: readonly Locale[] };

export const catalogueView = (store: StoreSlug): CatalogueView => ({
  store,
  locales: textLocales(storeFor(store).locale),
});
